import { describe, expect, it } from 'vitest';
import { priceCheckedOnAfter } from './partner-write.server';

// An Austin listing (Central time) priced a while ago.
const austin = { zipCode: '78701', state: 'Texas', directCremationFromCents: 99_500, priceCheckedOn: '2025-01-15' };
// 11:30 PM on March 14 in El Paso (Mountain daylight time), 12:30 AM on March 15 in Austin.
const lateEvening = new Date('2026-03-15T05:30:00Z');

describe('priceCheckedOnAfter', () => {
  it("dates a new price on the partner's clock", () => {
    expect(priceCheckedOnAfter(austin, { directCremationFromCents: 109_500 }, lateEvening)).toEqual({
      priceCheckedOn: '2026-03-15',
    });
  });

  it('dates it on the clock of the address the same write moves the listing to', () => {
    expect(
      priceCheckedOnAfter(austin, { directCremationFromCents: 109_500, zipCode: '79901', state: 'TX' }, lateEvening),
    ).toEqual({ priceCheckedOn: '2026-03-14' });
    // Moved to California by its state alone, ZIP unchanged in the write.
    expect(
      priceCheckedOnAfter(austin, { directCremationFromCents: 109_500, state: 'California' }, lateEvening),
    ).toEqual({ priceCheckedOn: '2026-03-14' });
  });

  it('keeps a date the writer changed, clears it with the price, and leaves an unchanged price alone', () => {
    expect(
      priceCheckedOnAfter(austin, { directCremationFromCents: 109_500, priceCheckedOn: '2026-03-01' }, lateEvening),
    ).toEqual({});
    expect(priceCheckedOnAfter(austin, { directCremationFromCents: null }, lateEvening)).toEqual({
      priceCheckedOn: null,
    });
    expect(priceCheckedOnAfter(austin, { directCremationFromCents: 99_500 }, lateEvening)).toEqual({});
  });
});
