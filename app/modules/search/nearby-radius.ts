import { type DistanceUnit, toMiles } from '~/modules/geo/distance-units';
import { numberFormat } from '~/modules/i18n/format';
import { intlLocale, type Locale } from '~/modules/i18n/locales';

/*
 * The radii a family can choose for "Use my location" (decision 027). Browser-safe and free of zod: the
 * results' controls import it.
 */

/**
 * Smallest first, in each unit. The kilometre steps are round numbers near the mile ones (40 km is 24.9
 * mi), so a Canadian family never reads "80.5 km".
 */
export const RADIUS_STEPS: Readonly<Record<DistanceUnit, readonly number[]>> = {
  mi: [25, 50, 100, 250],
  km: [40, 80, 160, 400],
};

/** The widest radius in each unit: 250 mi, 400 km. */
export const MAX_RADIUS: Readonly<Record<DistanceUnit, number>> = {
  mi: RADIUS_STEPS.mi.at(-1)!,
  km: RADIUS_STEPS.km.at(-1)!,
};

/**
 * What a first search covers: 100 mi, or 160 km. The same as a typed ZIP, postal code or town
 * (POSTAL_SEARCH_RADIUS_MILES is this), so a family's position never finds fewer partners than their ZIP.
 */
export function defaultRadius(unit: DistanceUnit): number {
  return RADIUS_STEPS[unit][2]!;
}

/** The smallest step that reaches `miles` (the nearest partner), or null when none does. */
export function radiusReaching(miles: number, unit: DistanceUnit): number | null {
  return RADIUS_STEPS[unit].find((step) => toMiles(step, unit) >= miles) ?? null;
}

/** "50 mi", "80 km", "1 000 km" in French: a radius as the controls and messages name it, in the page's language. */
export function formatRadius(radius: number, unit: DistanceUnit, locale: Locale = 'en'): string {
  return numberFormat(intlLocale(locale), {
    style: 'unit',
    unit: unit === 'mi' ? 'mile' : 'kilometer',
    unitDisplay: 'short',
  }).format(radius);
}
