import { describe, expect, it } from 'vitest';
import { changedFieldList, displayValue, fieldLabel } from './audit.schema';

describe('displayValue', () => {
  it('shows a recorded timestamp as a date and time, not as ISO 8601', () => {
    const shown = displayValue('2026-11-25T16:58:04.715Z');
    expect(shown).not.toContain('T16:58');
    expect(shown).toMatch(/^Nov 2[56], 2026, \d{1,2}:\d{2} (AM|PM)$/);
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
