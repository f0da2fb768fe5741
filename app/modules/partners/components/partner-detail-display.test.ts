import { describe, expect, it } from 'vitest';
import {
  informationCheckedLabel,
  localizedDescription,
  localizedServices,
  paragraphsOf,
  partnerSinceLabel,
} from './partner-detail-display';

describe('the About text of an English page', () => {
  const about = (partner: { longDescription: string | null; description: string | null }) =>
    paragraphsOf(localizedDescription({ ...partner, longDescriptionFr: null, descriptionFr: null }, 'en').text);

  it('splits the long description on blank lines', () => {
    expect(
      about({
        longDescription: 'First one.\n\nSecond,\nstill second.\r\n\r\n  \n\nThird.',
        description: 'short',
      }),
    ).toEqual(['First one.', 'Second,\nstill second.', 'Third.']);
  });

  it('falls back to the short description, and to nothing', () => {
    expect(about({ longDescription: '  ', description: 'Short text.' })).toEqual(['Short text.']);
    expect(about({ longDescription: null, description: null })).toEqual([]);
  });

  it('keeps markup as text (it is rendered by React, escaped)', () => {
    expect(about({ longDescription: '<b>Bold</b>', description: null })).toEqual(['<b>Bold</b>']);
  });
});

// A partner on Pacific time (Los Angeles) and one written before the zone column (its state's clock).
const pacific = { timeZone: 'America/Los_Angeles', state: 'California' };
const newYork = { timeZone: null, state: 'New York' };

describe('partnerSinceLabel', () => {
  it('prefers the stored partnerSince text', () => {
    expect(partnerSinceLabel({ ...pacific, partnerSince: 'Spring 2019', createDate: '2021-03-04T00:00:00.000Z' })).toBe(
      'Spring 2019',
    );
  });

  it("otherwise reads the month and year of createDate on the partner's clock", () => {
    // 02:00 UTC on March 1 is still February 28 in Los Angeles.
    expect(partnerSinceLabel({ ...pacific, partnerSince: null, createDate: '2021-03-01T02:00:00.000Z' })).toBe(
      'February 2021',
    );
    expect(partnerSinceLabel({ ...newYork, partnerSince: ' ', createDate: '2021-01-01T03:30:00.000Z' })).toBe(
      'December 2020',
    );
    expect(partnerSinceLabel({ ...newYork, partnerSince: null, createDate: '2021-01-01T05:30:00.000Z' })).toBe(
      'January 2021',
    );
  });

  it('says nothing for an unreadable date', () => {
    expect(partnerSinceLabel({ ...pacific, partnerSince: null, createDate: 'not a date' })).toBeNull();
  });
});

describe('informationCheckedLabel', () => {
  it("reads the day on the partner's clock, month spelt out", () => {
    // 11:30 PM in Los Angeles on November 25 is already the 26th in UTC.
    expect(informationCheckedLabel({ ...pacific, informationCheckedAt: '2026-11-26T07:30:00.000Z' })).toBe(
      'November 25, 2026',
    );
    expect(informationCheckedLabel({ ...newYork, informationCheckedAt: '2026-03-01T04:10:00.000Z' })).toBe(
      'February 28, 2026',
    );
    expect(informationCheckedLabel({ ...newYork, informationCheckedAt: '2026-03-01T05:10:00.000Z' })).toBe(
      'March 1, 2026',
    );
  });

  it('says nothing for an unreadable date', () => {
    expect(informationCheckedLabel({ ...pacific, informationCheckedAt: 'not a date' })).toBeNull();
  });
});

describe('the detail labels in French', () => {
  const quebec = { timeZone: 'America/Toronto', state: 'Quebec' };
  it('gives dates in Canadian French, a stored English month too', () => {
    expect(
      partnerSinceLabel({ ...quebec, partnerSince: 'March 2019', createDate: '2021-03-04T00:00:00.000Z' }, 'fr'),
    ).toBe('mars 2019');
    expect(
      partnerSinceLabel({ ...quebec, partnerSince: 'Spring 2019', createDate: '2021-03-04T00:00:00.000Z' }, 'fr'),
    ).toBe('Spring 2019');
    expect(partnerSinceLabel({ ...quebec, partnerSince: null, createDate: '2021-03-02T02:00:00.000Z' }, 'fr')).toBe(
      'mars 2021',
    );
    expect(informationCheckedLabel({ ...quebec, informationCheckedAt: '2026-11-25T23:30:00.000Z' }, 'fr')).toBe(
      '25 novembre 2026',
    );
  });
});

describe('localizedDescription', () => {
  const partner = {
    description: 'Short.',
    longDescription: 'Long.\n\nText.',
    descriptionFr: 'Court.',
    longDescriptionFr: 'Long en français.\n\nSuite.',
  };

  it('is the French long description on a French page, else the French short one', () => {
    expect(localizedDescription(partner, 'fr')).toEqual({
      text: 'Long en français.\n\nSuite.',
      lang: 'fr',
      missingFrench: false,
    });
    expect(localizedDescription({ ...partner, longDescriptionFr: ' ' }, 'fr').text).toBe('Court.');
    expect(localizedDescription({ ...partner, longDescriptionFr: null }, 'fr').text).toBe('Court.');
  });

  it('is the English About text (long first) on an English page, and on a French page without French text', () => {
    expect(localizedDescription(partner, 'en').text).toBe('Long.\n\nText.');
    expect(localizedDescription({ ...partner, descriptionFr: null, longDescriptionFr: null }, 'fr')).toEqual({
      text: 'Long.\n\nText.',
      lang: 'en',
      missingFrench: true,
    });
  });

  it('shows French text on a French page even when there is no English one', () => {
    const frenchOnly = { description: null, longDescription: null, descriptionFr: 'Seul.', longDescriptionFr: null };
    expect(localizedDescription(frenchOnly, 'fr').text).toBe('Seul.');
    expect(localizedDescription(frenchOnly, 'en').text).toBe('');
  });
});

describe('localizedServices', () => {
  const partner = { servicesOffered: ['Direct Cremation'], servicesOfferedFr: ['Crémation directe'] };

  it('lists the French services on a French page, the English ones otherwise', () => {
    expect(localizedServices(partner, 'fr')).toEqual({ services: ['Crémation directe'], lang: 'fr' });
    expect(localizedServices(partner, 'en')).toEqual({ services: ['Direct Cremation'], lang: 'en' });
    expect(localizedServices({ ...partner, servicesOfferedFr: [] }, 'fr')).toEqual({
      services: ['Direct Cremation'],
      lang: 'en',
    });
  });
});
