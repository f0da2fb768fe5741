import { describe, expect, it } from 'vitest';
import { clampBatchLimit, isMissingGoogleData } from './google-places-admin.schema';
import { bulkProgress, matchesPartnerSearch, ratingText, toastText } from './google-places-admin-view';

describe('matchesPartnerSearch', () => {
  const partner = { name: 'Torres & Sons Funeral Home', city: 'Phoenix', state: 'Arizona' };
  it('matches a case-insensitive substring of name, city or state', () => {
    expect(matchesPartnerSearch(partner, 'torres')).toBe(true);
    expect(matchesPartnerSearch(partner, 'PHOE')).toBe(true);
    expect(matchesPartnerSearch(partner, 'zona')).toBe(true);
    expect(matchesPartnerSearch(partner, '  ')).toBe(true);
    expect(matchesPartnerSearch(partner, 'Texas')).toBe(false);
  });
});

describe('bulkProgress', () => {
  it('is the share of partners done, in whole percent', () => {
    expect([0, 1, 2, 3].map((done) => bulkProgress(done, 3))).toEqual([0, 33, 67, 100]);
    expect(bulkProgress(0, 0)).toBe(0);
  });
});

describe('clampBatchLimit', () => {
  it('clamps to 1-20 and makes anything non-numeric 10', () => {
    expect([0, -3, 1, 7, 20, 50, '15', 'abc', '', null, undefined, Number.NaN].map(clampBatchLimit)).toEqual([
      1, 1, 1, 7, 20, 20, 15, 10, 10, 10, 10, 10,
    ]);
  });
});

describe('isMissingGoogleData', () => {
  it('is missing when the rating is absent or 0', () => {
    expect(isMissingGoogleData({ googleRating: null })).toBe(true);
    expect(isMissingGoogleData({ googleRating: 0 })).toBe(true);
    expect(isMissingGoogleData({ googleRating: 4.2 })).toBe(false);
  });
});

describe('texts (spec §8)', () => {
  it('words the toasts exactly', () => {
    const result = {
      partnerId: 'x',
      success: true,
      partnerName: 'Hill Country',
      googleData: { rating: 4.8, review_count: 212 },
    };
    expect(toastText.updated(result).description).toBe('Successfully updated Hill Country: 4.8/5 stars (212 reviews)');
    expect(toastText.batchDone({ total: 4, successful: 2, failed: 2 }).description).toBe(
      'Processed 4 partners. 2 successful, 2 failed.',
    );
    expect(toastText.phonesFixed({ total: 8, successful: 7 }).description).toBe(
      'Fixed 7 of 8 placeholder phone numbers using Google Places data.',
    );
    expect(toastText.testDone(false).description).toBe('Google Places API is working. Test result: Failed');
    expect(toastText.bulkDone({ total: 10, successful: 8 }).description).toBe('Updated 8 of 10 partners');
    expect(ratingText({ rating: 4.8, review_count: 1 })).toBe('4.8/5 (1 review)');
    expect(ratingText(null)).toBe('No rating');
  });
});
