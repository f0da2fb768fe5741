/*
 * Distances as a family reads them: miles in the United States, kilometres in Canada (decision 027).
 * Browser-safe and free of zod: cards and the "Use my location" results format with it.
 */

export type DistanceUnit = 'mi' | 'km';

export const KILOMETRES_PER_MILE = 1.609344;

export function toMiles(distance: number, unit: DistanceUnit): number {
  return unit === 'mi' ? distance : distance / KILOMETRES_PER_MILE;
}

export function milesToUnit(miles: number, unit: DistanceUnit): number {
  return unit === 'mi' ? miles : miles * KILOMETRES_PER_MILE;
}

/** "1.6 mi", "12 km": tenths under 10, whole numbers from 10. */
export function formatDistance(miles: number, unit: DistanceUnit): string {
  const value = milesToUnit(miles, unit);
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded.toLocaleString('en-US')} ${unit}`;
}
