import { describe, expect, it } from 'vitest';
import { changedFieldList } from '~/modules/audit/change-wording';
import { partnerChangeWording } from './partner-change-wording';

const lines = (before: Record<string, unknown>, after: Record<string, unknown>) =>
  changedFieldList({ before, after }, partnerChangeWording());

describe('a partner change in the admin’s words', () => {
  it('shows holiday closures as dates and notes, not as stored fields', () => {
    expect(
      lines(
        { closures: [] },
        {
          closures: [
            { from: '2026-12-24', to: '2026-12-26', note: 'Christmas' },
            { from: '2026-12-31', to: '2027-01-01', note: 'New Year' },
            { from: '2027-07-01', to: '2027-07-01', note: null },
          ],
        },
      ),
    ).toEqual([
      {
        field: 'closures',
        label: 'Holiday Closures',
        before: '(none)',
        after:
          'Closed Dec 24 – Dec 26, 2026 (Christmas); Closed Dec 31, 2026 – Jan 1, 2027 (New Year); Closed Jul 1, 2027',
      },
    ]);
  });

  it('names the language for emails, the flags and the country as the forms do', () => {
    expect(
      lines(
        { preferredLanguage: 'en', isPriority: false, isActive: true, country: 'US', offersPetCremation: false },
        { preferredLanguage: 'fr', isPriority: true, isActive: false, country: 'CA', offersPetCremation: true },
      ),
    ).toEqual([
      { field: 'preferredLanguage', label: 'Language for emails', before: 'English', after: 'French' },
      { field: 'isPriority', label: 'Priority Status', before: 'Regular Partner', after: 'Priority Partner' },
      { field: 'isActive', label: 'Status', before: 'Active', after: 'Inactive' },
      { field: 'country', label: 'Country', before: 'United States', after: 'Canada' },
      { field: 'offersPetCremation', label: 'Pet Cremation', before: 'No', after: 'Yes' },
    ]);
  });

  it('reads hours by day, a price in dollars with its day, and counts with separators', () => {
    expect(
      lines(
        { openingHours: null, directCremationFromCents: null, priceCheckedOn: null, annualCremations: 900 },
        {
          openingHours: 'Mo-Fr 09:00-17:00; Sa 10:00-14:00',
          directCremationFromCents: 129550,
          priceCheckedOn: '2026-11-02',
          annualCremations: 1500,
        },
      ),
    ).toEqual([
      {
        field: 'openingHours',
        label: 'Opening Hours',
        before: '(empty)',
        after: 'Monday–Friday: 9:00 AM – 5:00 PM; Saturday: 10:00 AM – 2:00 PM; Sunday: Closed',
      },
      { field: 'directCremationFromCents', label: 'Direct Cremation From', before: '(empty)', after: '$1,295.50' },
      { field: 'priceCheckedOn', label: 'Price Checked On', before: '(empty)', after: 'Nov 2, 2026' },
      { field: 'annualCremations', label: 'Annual Cremations', before: '900', after: '1,500' },
    ]);
  });

  it('leaves out what the server derives from fields already shown (slugs, the hours’ minutes, logo size)', () => {
    expect(
      lines(
        { city: 'Austin', citySlug: 'austin', openingMinutes: '{[540,1020)}', logoKey: null, logoWidth: null },
        { city: 'Round Rock', citySlug: 'round-rock', openingMinutes: '{[600,1020)}', logoKey: 'k', logoWidth: 200 },
      ).map(({ label, before, after }) => `${label}: ${before} → ${after}`),
    ).toEqual(['City: Austin → Round Rock', 'Logo: (empty) → An uploaded image']);
  });

  it('leaves out the time zone a postal code gives and the stamp of an email change', () => {
    expect(
      lines(
        { zipCode: '78701', timeZone: 'America/Chicago', email: 'a@old.example', emailChangedAt: null },
        {
          zipCode: '79901',
          timeZone: 'America/Denver',
          email: 'b@new.example',
          emailChangedAt: '2026-11-28T15:00:00.000Z',
        },
      ).map(({ label, before, after }) => `${label}: ${before} → ${after}`),
    ).toEqual(['ZIP Code: 78701 → 79901', 'Email: a@old.example → b@new.example']);
  });
});
