import { describe, expect, it } from 'vitest';
import { closedTodayChangesAt, closureToday } from './closed-today';

const christmas = [{ from: '2026-12-25', to: '2026-12-25', note: 'Christmas Day' }];
const texas = { state: 'Texas', timeZone: null, closures: christmas };
const elPaso = { state: 'Texas', timeZone: 'America/Denver', closures: christmas };
const bc = { state: 'British Columbia', timeZone: null, closures: christmas };

describe('closureToday', () => {
  it('reads the closure on the partner’s own local day', () => {
    // 11:59 PM on December 24 in Austin, 9:59 PM in Vancouver.
    expect(closureToday(texas, new Date('2026-12-25T05:59:00Z'))).toBeUndefined();
    expect(closureToday(texas, new Date('2026-12-25T06:00:00Z'))?.note).toBe('Christmas Day');
    expect(closureToday(bc, new Date('2026-12-25T06:00:00Z'))).toBeUndefined();
    expect(closureToday(bc, new Date('2026-12-25T08:00:00Z'))?.note).toBe('Christmas Day');
    expect(
      closureToday({ state: 'Texas', timeZone: null, closures: [] }, new Date('2026-12-25T18:00:00Z')),
    ).toBeUndefined();
  });

  it('follows the partner’s own zone over its state’s: El Paso is on Mountain time', () => {
    // Midnight in Austin, still 11 PM on December 24 in El Paso.
    expect(closureToday(texas, new Date('2026-12-25T06:30:00Z'))?.note).toBe('Christmas Day');
    expect(closureToday(elPaso, new Date('2026-12-25T06:30:00Z'))).toBeUndefined();
    expect(closureToday(elPaso, new Date('2026-12-25T07:00:00Z'))?.note).toBe('Christmas Day');
    expect(closedTodayChangesAt(elPaso, new Date('2026-12-24T18:00:00Z'))).toBe(Date.parse('2026-12-25T07:00:00Z'));
  });
});

describe('closedTodayChangesAt', () => {
  it('names the coming local midnight when the badge appears or goes then', () => {
    expect(closedTodayChangesAt(texas, new Date('2026-12-24T18:30:15Z'))).toBe(Date.parse('2026-12-25T06:00:00Z'));
    expect(closedTodayChangesAt(texas, new Date('2026-12-25T18:00:00Z'))).toBe(Date.parse('2026-12-26T06:00:00Z'));
    expect(closedTodayChangesAt(bc, new Date('2026-12-25T07:59:59Z'))).toBe(Date.parse('2026-12-25T08:00:00Z'));
  });
  it('is null when the next day reads the same', () => {
    expect(closedTodayChangesAt(texas, new Date('2026-12-20T18:00:00Z'))).toBeNull();
    const range = { state: 'Texas', timeZone: null, closures: [{ from: '2026-12-31', to: '2027-01-01', note: null }] };
    expect(closedTodayChangesAt(range, new Date('2026-12-31T18:00:00Z'))).toBeNull();
    expect(closedTodayChangesAt(range, new Date('2027-01-01T18:00:00Z'))).toBe(Date.parse('2027-01-02T06:00:00Z'));
  });
});
