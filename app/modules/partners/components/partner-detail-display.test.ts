import { describe, expect, it } from 'vitest';
import {
  aboutParagraphs,
  informationCheckedLabel,
  localizedDescription,
  partnerSinceLabel,
} from './partner-detail-display';

describe('aboutParagraphs', () => {
  it('splits the long description on blank lines', () => {
    expect(
      aboutParagraphs({
        longDescription: 'First one.\n\nSecond,\nstill second.\r\n\r\n  \n\nThird.',
        description: 'short',
      }),
    ).toEqual(['First one.', 'Second,\nstill second.', 'Third.']);
  });

  it('falls back to the short description, and to nothing', () => {
    expect(aboutParagraphs({ longDescription: '  ', description: 'Short text.' })).toEqual(['Short text.']);
    expect(aboutParagraphs({ longDescription: null, description: null })).toEqual([]);
  });

  it('keeps markup as text (it is rendered by React, escaped)', () => {
    expect(aboutParagraphs({ longDescription: '<b>Bold</b>', description: null })).toEqual(['<b>Bold</b>']);
  });
});

describe('partnerSinceLabel', () => {
  it('prefers the stored partnerSince text', () => {
    expect(partnerSinceLabel({ partnerSince: 'Spring 2019', createDate: '2021-03-04T00:00:00.000Z' })).toBe(
      'Spring 2019',
    );
  });

  it('otherwise reads the month and year of createDate, in UTC', () => {
    expect(partnerSinceLabel({ partnerSince: null, createDate: '2021-03-01T02:00:00.000Z' })).toBe('March 2021');
    expect(partnerSinceLabel({ partnerSince: ' ', createDate: '2020-12-31T23:30:00.000Z' })).toBe('December 2020');
  });

  it('says nothing for an unreadable date', () => {
    expect(partnerSinceLabel({ partnerSince: null, createDate: 'not a date' })).toBeNull();
  });
});

describe('informationCheckedLabel', () => {
  it('reads the day in UTC, month spelt out', () => {
    expect(informationCheckedLabel({ informationCheckedAt: '2026-11-25T23:30:00.000Z' })).toBe('November 25, 2026');
    expect(informationCheckedLabel({ informationCheckedAt: '2026-03-01T00:10:00.000Z' })).toBe('March 1, 2026');
  });

  it('says nothing for an unreadable date', () => {
    expect(informationCheckedLabel({ informationCheckedAt: 'not a date' })).toBeNull();
  });
});

describe('the detail labels in French', () => {
  it('gives dates in Canadian French, a stored English month too', () => {
    expect(partnerSinceLabel({ partnerSince: 'March 2019', createDate: '2021-03-04T00:00:00.000Z' }, 'fr')).toBe(
      'mars 2019',
    );
    expect(partnerSinceLabel({ partnerSince: 'Spring 2019', createDate: '2021-03-04T00:00:00.000Z' }, 'fr')).toBe(
      'Spring 2019',
    );
    expect(partnerSinceLabel({ partnerSince: null, createDate: '2021-03-01T02:00:00.000Z' }, 'fr')).toBe('mars 2021');
    expect(informationCheckedLabel({ informationCheckedAt: '2026-11-25T23:30:00.000Z' }, 'fr')).toBe(
      '25 novembre 2026',
    );
  });
});

describe('localizedDescription', () => {
  const partner = { description: 'Short.', longDescription: 'Long.\n\nText.', descriptionFr: 'Court.' };

  it('is the French description on a French page and the English About text (long first) otherwise', () => {
    expect(localizedDescription(partner, 'fr').text).toBe('Court.');
    expect(localizedDescription(partner, 'en').text).toBe('Long.\n\nText.');
    expect(localizedDescription({ ...partner, descriptionFr: null }, 'fr')).toEqual({
      text: 'Long.\n\nText.',
      lang: 'en',
      missingFrench: true,
    });
  });

  it('shows a French description on a French page even when there is no English one', () => {
    expect(localizedDescription({ description: null, longDescription: null, descriptionFr: 'Seul.' }, 'fr').text).toBe(
      'Seul.',
    );
    expect(localizedDescription({ description: null, longDescription: null, descriptionFr: 'Seul.' }, 'en').text).toBe(
      '',
    );
  });
});
