import { describe, expect, it } from 'vitest';
import type { AuditChange } from './audit.schema';
import { changedFieldList, describeChanges, displayValue, fieldLabel, shortenedAlike } from './change-wording';

describe('displayValue', () => {
  it('shows a recorded timestamp as a date and time in the office’s zone, not as ISO 8601', () => {
    expect(displayValue('2026-11-25T16:58:04.715Z')).toBe('Nov 25, 2026, 11:58 AM EST');
    expect(displayValue('2026-07-01T16:58:04.715Z')).toBe('Jul 1, 2026, 12:58 PM EDT');
  });

  it('names the keys of a stored object as words', () => {
    expect(displayValue({ facebook: 'https://facebook.com/grace', instagram: '' })).toBe(
      'Facebook: https://facebook.com/grace',
    );
  });

  it('leaves other text, numbers and flags readable as they are', () => {
    expect(displayValue('(512) 555-0142')).toBe('(512) 555-0142');
    expect(displayValue('2026-11-25')).toBe('2026-11-25');
    expect(displayValue(4.5)).toBe('4.5');
    expect(displayValue(true)).toBe('Yes');
    expect(displayValue(null)).toBe('(empty)');
  });
});

describe('changedFieldList', () => {
  it('names each field as a person reads it, with readable before and after', () => {
    expect(
      changedFieldList({
        before: { informationCheckedAt: '2026-11-01T12:00:00.000Z', zipCode: '78701' },
        after: { informationCheckedAt: '2026-11-25T12:00:00.000Z', zipCode: '78703' },
      }),
    ).toEqual([
      {
        field: 'informationCheckedAt',
        label: 'Information checked at',
        before: expect.stringMatching(/^Nov 1, 2026, /),
        after: expect.stringMatching(/^Nov 25, 2026, /),
      },
      { field: 'zipCode', label: 'Zip code', before: '78701', after: '78703' },
    ]);
  });

  it('shows a price kept in cents as money under a label without the unit', () => {
    expect(
      changedFieldList({
        before: { directCremationFromCents: null, priceCheckedOn: null },
        after: { directCremationFromCents: 129500, priceCheckedOn: '2026-11-02' },
      }),
    ).toEqual([
      { field: 'directCremationFromCents', label: 'Direct cremation from', before: '(empty)', after: '$1,295.00' },
      { field: 'priceCheckedOn', label: 'Price checked on', before: '(empty)', after: '2026-11-02' },
    ]);
    expect(
      changedFieldList({ before: { directCremationFromCents: 99900 }, after: { directCremationFromCents: 0 } }),
    ).toEqual([
      { field: 'directCremationFromCents', label: 'Direct cremation from', before: '$999.00', after: '$0.00' },
    ]);
  });

  it('leaves out a field whose two sides read the same, such as a timestamp moved by seconds', () => {
    expect(
      changedFieldList({
        before: { informationCheckedAt: '2026-11-25T12:00:01.000Z', city: 'Austin' },
        after: { informationCheckedAt: '2026-11-25T12:00:40.000Z', city: 'Round Rock' },
      }).map((line) => line.field),
    ).toEqual(['city']);
  });

  it('shows a change past the 200th character of a long text, both sides cut alike around it', () => {
    const description = `${'A family-owned chapel serving the valley since 1952. '.repeat(5)}`;
    const [line] = changedFieldList({
      before: { description },
      after: { description: `${description}Open on Sundays.` },
    });
    expect(line?.field).toBe('description');
    expect(line?.after).toContain('Open on Sundays.');
    expect(line?.before).not.toContain('Open on Sundays.');
    expect(line?.before?.startsWith('…')).toBe(true);
    expect(line?.after?.length).toBeLessThanOrEqual(202);
  });
});

describe('fieldLabel', () => {
  it('names French content fields after their English field', () => {
    expect(fieldLabel('descriptionFr')).toBe('Description (French)');
    expect(fieldLabel('longDescriptionFr')).toBe('Long description (French)');
    expect(fieldLabel('servicesOfferedFr')).toBe('Services offered (French)');
    expect(fieldLabel('questionFr')).toBe('Question (French)');
    expect(fieldLabel('zipCode')).toBe('Zip code');
  });
});

const change = (overrides: Partial<AuditChange>): AuditChange => ({
  id: 1,
  activityId: 'a',
  entityType: 'partner',
  entityId: 'p',
  label: 'Grace Chapel (Austin, Texas)',
  kind: 'update',
  before: null,
  after: null,
  ...overrides,
});

describe('describeChanges', () => {
  it('words each kind of record by its owner’s wording, and hides the fields it says are derived', async () => {
    const [partner, faq] = await describeChanges(
      [
        change({
          before: { preferredLanguage: 'en', citySlug: 'austin' },
          after: { preferredLanguage: 'fr', citySlug: 'x' },
        }),
        change({ id: 2, entityType: 'faq', before: { preferredLanguage: 'en' }, after: { preferredLanguage: 'fr' } }),
      ],
      {
        partner: () => ({
          label: (field) => (field === 'preferredLanguage' ? 'Language for emails' : undefined),
          value: (field, value) =>
            field === 'preferredLanguage' ? (value === 'fr' ? 'French' : 'English') : undefined,
          hidden: new Set(['citySlug']),
        }),
      },
    );
    expect(partner?.fields).toEqual([
      { field: 'preferredLanguage', label: 'Language for emails', before: 'English', after: 'French' },
    ]);
    // A kind without a wording of its own reads by the generic rules.
    expect(faq?.fields).toEqual([
      { field: 'preferredLanguage', label: 'Preferred language', before: 'en', after: 'fr' },
    ]);
  });

  it('lists no fields for a change stored as a whole row', async () => {
    const [created] = await describeChanges([change({ kind: 'create', after: { name: 'Grace Chapel' } })]);
    expect(created?.fields).toEqual([]);
  });
});

describe('shortenedAlike', () => {
  it('leaves short values whole', () => {
    expect(shortenedAlike('64116', '64111')).toEqual({ before: '64116', after: '64111' });
  });

  it('keeps a change in the middle of a long text with a little context either side', () => {
    const before = `${'x'.repeat(100)} open 9 to 5 ${'y'.repeat(100)}`;
    const after = `${'x'.repeat(100)} open 8 to 6 ${'y'.repeat(100)}`;
    expect(shortenedAlike(before, after)).toEqual({
      before: `…open 9 to 5 ${'y'.repeat(19)}…`,
      after: `…open 8 to 6 ${'y'.repeat(19)}…`,
    });
  });
});
