import { slugify } from '~/lib/slug';
import { countryOfRegion, findRegion } from '~/modules/geo/regions';

export interface PartnerLocationFields {
  /** The canonical full name ("TX" and "texas" become "Texas"). */
  state: string;
  stateSlug: string;
  citySlug: string;
  country: 'US' | 'CA';
}

/**
 * The columns derived from city and state on every write, so URL lookups are exact index probes.
 * Returns undefined for a state or province the directory does not know.
 */
export function derivePartnerLocation(city: string, state: string): PartnerLocationFields | undefined {
  const region = findRegion(state);
  if (!region) return undefined;
  return { state: region.name, stateSlug: region.slug, citySlug: slugify(city), country: region.country };
}

export { countryOfRegion };

/**
 * The language of a new listing's emails when nobody chose one: French in Quebec, English elsewhere
 * (decision 033). The office or the partner changes it on the listing.
 */
export function defaultPartnerLanguage(state: string): 'en' | 'fr' {
  return findRegion(state)?.slug === 'quebec' ? 'fr' : 'en';
}

/** `name-city-state`, the base of a partner's unique slug (a numeric suffix is added on collision). */
export function basePartnerSlug(name: string, city: string, stateAbbreviationOrName: string): string {
  return slugify(`${name} ${city} ${stateAbbreviationOrName}`);
}
