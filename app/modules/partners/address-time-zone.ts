import { timeZoneOfPostalCode } from '~/modules/geo/postal-time-zones';
import { timeZoneOfRegion } from './opening-hours';

/**
 * The clock of an address (decision 047): its postal code's zone where that differs from its region's (El Paso,
 * TX is on Mountain time), else its state's or province's; null for a region the directory does not know. What
 * the server stores as partners.time_zone, and what the admin form dates a typed price by before saving.
 */
export function timeZoneOfAddress(zipCode: string, state: string): string | null {
  return timeZoneOfPostalCode(zipCode) ?? timeZoneOfRegion(state) ?? null;
}
