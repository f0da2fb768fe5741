import { describe, expect, it } from 'vitest';
import { isAppError } from '~/lib/errors';
import { partnerWriteProblem, priceCheckedOnAfter, refusePartnerWrite } from './partner-write.server';

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

describe('refusePartnerWrite', () => {
  it('is a 400 on state with the reason', () => {
    let thrown: unknown;
    try {
      refusePartnerWrite(null, { state: 'California', zipCode: '77379' });
    } catch (error) {
      thrown = error;
    }
    expect(isAppError(thrown, 'VALIDATION')).toBe(true);
    expect(thrown).toMatchObject({
      message: 'state: ZIP code 77379 is in Texas, not California',
      fieldErrors: { state: 'ZIP code 77379 is in Texas, not California' },
    });
    expect(() => refusePartnerWrite(null, { state: 'Texas', zipCode: '77379' })).not.toThrow();
  });
});

describe('partnerWriteProblem', () => {
  const stored = { state: 'California', zipCode: '77379', openingHours: 'Mo-Fr 09:00-09:00' };

  it('holds only what the write changes to the rules', () => {
    // A listing saved before the rules keeps taking edits that leave its address and hours alone.
    expect(partnerWriteProblem(stored, { ...stored })).toBeNull();
    expect(partnerWriteProblem(stored, { state: 'California', zipCode: '77379' })).toBeNull();
    expect(partnerWriteProblem(stored, { state: 'California', zipCode: '77380' })).toEqual({
      field: 'state',
      message: 'ZIP code 77380 is in Texas, not California',
    });
    expect(partnerWriteProblem({ ...stored, openingHours: null }, { ...stored })).toEqual({
      field: 'openingHours',
      message: 'Opening hours: "09:00-09:00" opens and closes at the same time: for a whole day, write 00:00-24:00',
    });
  });

  it('asks a new or changed phone for its area code, and keeps taking a stored seven-digit one', () => {
    const needsAreaCode = 'Enter the phone number with its area code, like (512) 555-0142';
    const listed = { state: 'Quebec', zipCode: 'H2X 1Y4', phone: '(514) 555-0105', afterHoursPhone: '555-0199' };
    expect(partnerWriteProblem(null, { ...listed, phone: '555-0123' })).toEqual({
      field: 'phone',
      message: needsAreaCode,
    });
    expect(partnerWriteProblem(listed, { ...listed, phone: '5550123' })).toEqual({
      field: 'phone',
      message: needsAreaCode,
    });
    expect(partnerWriteProblem(listed, { ...listed, phone: '(514) 555-0106' })).toBeNull();
    // The stored after-hours number is older than the rule: other edits still go through.
    expect(partnerWriteProblem(listed, { ...listed })).toBeNull();
    expect(partnerWriteProblem(listed, { ...listed, afterHoursPhone: '555-0198 x 2' })).toEqual({
      field: 'afterHoursPhone',
      message: needsAreaCode,
    });
  });
});
