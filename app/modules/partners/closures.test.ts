import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '~/lib/validation';
import { closureOn, closuresText, localDate, readClosures, upcomingClosures } from './closures';
import { partnerOwnEditSchema, partnerUpdateSchema } from './partner.schema';

const TODAY = '2026-11-27';

function closures(value: unknown) {
  const read = readClosures(value, TODAY);
  if (!read.ok) throw new Error(read.message);
  return read.closures;
}

function problem(value: unknown): string {
  const read = readClosures(value, TODAY);
  if (read.ok) throw new Error('expected a refusal');
  return read.message;
}

describe('readClosures', () => {
  it('reads days and ranges with notes, separated by semicolons or lines, sorted by first day', () => {
    expect(closures('2026-12-31..2027-01-01 New Year; 2026-12-25 Christmas Day\n 2026-12-26 ')).toEqual([
      { from: '2026-12-25', to: '2026-12-25', note: 'Christmas Day' },
      { from: '2026-12-26', to: '2026-12-26', note: null },
      { from: '2026-12-31', to: '2027-01-01', note: 'New Year' },
    ]);
    expect(closures('')).toEqual([]);
    expect(closures(null)).toEqual([]);
  });

  it('refuses a day in two closures, naming both, and takes closures that only touch', () => {
    expect(problem('2026-12-24..2026-12-26 Christmas; 2026-12-25 Christmas Day')).toBe(
      'Closures "2026-12-24..2026-12-26" and "2026-12-25" overlap: list each day once',
    );
    expect(problem('2026-12-25; 2026-12-25')).toBe(
      'Closures "2026-12-25" and "2026-12-25" overlap: list each day once',
    );
    expect(closures('2026-12-24..2026-12-25; 2026-12-26 Boxing Day')).toHaveLength(2);
  });

  it('reads the JSON form, `to` defaulting to `from`', () => {
    expect(
      closures([
        { from: '2026-12-25', note: 'Christmas Day' },
        { from: '2026-12-31', to: '2027-01-01' },
      ]),
    ).toEqual([
      { from: '2026-12-25', to: '2026-12-25', note: 'Christmas Day' },
      { from: '2026-12-31', to: '2027-01-01', note: null },
    ]);
  });

  it('writes them back in the same text, so a form or a CSV cell round-trips', () => {
    const text = '2026-12-25 Christmas Day; 2026-12-31..2027-01-01 New Year';
    expect(closuresText(closures(text))).toBe(text);
    expect(closuresText(closures(text), '\n')).toBe('2026-12-25 Christmas Day\n2026-12-31..2027-01-01 New Year');
  });

  it('names the entry and the reason of each refusal', () => {
    expect(problem('2026-02-30 Odd day')).toBe('Closure "2026-02-30 Odd day": 2026-02-30 is not a real date');
    expect(problem('December 25')).toMatch(/^Closure "December 25": write a date such as 2026-12-25/);
    expect(problem('2027-01-02..2027-01-01')).toBe(
      'Closure "2027-01-02..2027-01-01": the last day is before the first',
    );
    expect(problem('2027-01-01..2027-06-01 Renovation')).toMatch(/at most 92 days in a row$/);
    expect(problem('2099-12-25')).toBe('Closure "2099-12-25": at most two years ahead');
    expect(problem(`2026-12-25 ${'x'.repeat(61)}`)).toMatch(/the note must be at most 60 characters$/);
    expect(problem([{ from: '2026-12-25', note: 'a;b' }])).toMatch(/^Closure 1: the note must be one line/);
    expect(problem([{ day: '2026-12-25' }])).toMatch(/^Closure 1: give "from"/);
    const many = Array.from({ length: 31 }, (_, index) => `2027-01-${String(index + 1).padStart(2, '0')}`);
    expect(problem(many.join(';'))).toBe('At most 30 closures');
    expect(problem(42)).toBe('Closures must be text or a list');
  });

  it('accepts past closures (an old export reads back), which pages then leave out', () => {
    const all = closures('2025-12-25 Christmas Day; 2026-11-26 Thanksgiving; 2026-12-25 Christmas Day');
    expect(upcomingClosures(all, TODAY).map((closure) => closure.from)).toEqual(['2026-12-25']);
    expect(upcomingClosures(all, '2026-11-26').map((closure) => closure.from)).toEqual(['2026-11-26', '2026-12-25']);
  });
});

describe('the local day', () => {
  it('is the partner’s own calendar day across midnight, not the server’s', () => {
    // 04:59 UTC on December 25 is 23:59 on December 24 in New York; 05:00 UTC is midnight there.
    expect(localDate(new Date('2026-12-25T04:59:00Z'), 'America/New_York')).toBe('2026-12-24');
    expect(localDate(new Date('2026-12-25T05:00:00Z'), 'America/New_York')).toBe('2026-12-25');
    expect(localDate(new Date('2026-12-25T07:59:00Z'), 'America/Vancouver')).toBe('2026-12-24');
    const christmas = closures('2026-12-25 Christmas Day');
    expect(closureOn(christmas, localDate(new Date('2026-12-25T04:59:00Z'), 'America/New_York'))).toBeUndefined();
    expect(closureOn(christmas, localDate(new Date('2026-12-25T05:00:00Z'), 'America/New_York'))?.note).toBe(
      'Christmas Day',
    );
    expect(closureOn(closures('2026-12-31..2027-01-01'), '2027-01-01')).toBeDefined();
    expect(closureOn(closures('2026-12-31..2027-01-01'), '2027-01-02')).toBeUndefined();
  });
});

describe('the partner schemas', () => {
  const nextYear = new Date().getUTCFullYear() + 1;

  it('store the checked list from the form’s text, and refuse bad text on the closures field', () => {
    expect(partnerUpdateSchema.parse({ closures: `${nextYear}-12-25 Christmas Day` }).closures).toEqual([
      { from: `${nextYear}-12-25`, to: `${nextYear}-12-25`, note: 'Christmas Day' },
    ]);
    expect(partnerUpdateSchema.parse({ closures: '  ' }).closures).toEqual([]);
    expect(partnerUpdateSchema.parse({}).closures).toBeUndefined();
    const refused = partnerUpdateSchema.safeParse({ closures: `${nextYear}-13-01` });
    expect(toFieldErrors(refused.error!)).toEqual({
      closures: `Closure "${nextYear}-13-01": ${nextYear}-13-01 is not a real date`,
    });
  });

  it('let a partner edit its own closures in the portal', () => {
    expect(partnerOwnEditSchema.shape).toHaveProperty('closures');
  });
});
