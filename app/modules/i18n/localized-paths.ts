import { slugify } from '~/lib/slug';
import { findRegion } from '~/modules/geo/regions';
import { type FrenchRegion, frenchRegionForEnglishSlug, frenchRegionForFrenchSlug } from './regions-fr';
import { type AlternateLink, languageAlternates } from './alternates';
import { type Locale, localeOfPath } from './locales';

/*
 * Every public page's address in both languages (decision 033). English keeps today's paths; French pages
 * live under /fr with French path words and the French slug of a state or province. City and partner slugs
 * are the same in both (cities are stored under their local names: "Montréal" is montreal either way).
 * Pure: loaders, meta, the language switch and the sitemap all use it.
 */

export const FRENCH_PREFIX = '/fr';

const frenchWords = {
  search: 'recherche',
  partner: 'partenaire',
  city: 'ville',
  correction: 'correction',
  inquiry: 'demande',
} as const;

/** Pages of one segment with a French word of their own (English segment → French segment). */
const singlePages: ReadonlyMap<string, string> = new Map([
  ['search', 'recherche'],
  ['faq', 'faq'],
  ['privacy', 'confidentialite'],
  ['already-cremated', 'deja-incinere'],
]);
const singlePagesFrench: ReadonlyMap<string, string> = new Map(
  [...singlePages].map(([english, french]) => [french, english]),
);

// In locales.ts (no region table): the browser reads a page's language without this module's weight.
export { localeOfPath } from './locales';

function splitPath(pathAndQuery: string): { segments: string[]; suffix: string } {
  const cut = pathAndQuery.search(/[?#]/);
  const pathname = cut === -1 ? pathAndQuery : pathAndQuery.slice(0, cut);
  const suffix = cut === -1 ? '' : pathAndQuery.slice(cut);
  return { segments: pathname.split('/').filter(Boolean), suffix };
}

const join = (segments: readonly string[], suffix: string) => `/${segments.join('/')}${suffix}`;

/**
 * The French address of an English public path ("/state/quebec/city/montreal?page=2" →
 * "/fr/province/quebec/ville/montreal?page=2"), or null for a path with no French page (admin, tools,
 * an unknown state, anything the route table does not list).
 */
export function toFrenchPath(englishPath: string): string | null {
  const { segments, suffix } = splitPath(englishPath);
  const [first, second, third, fourth, fifth, ...rest] = segments;
  if (first === undefined) return `${FRENCH_PREFIX}${suffix}`;
  const singlePage = singlePages.get(first);
  if (singlePage !== undefined && second === undefined) return join(['fr', singlePage], suffix);
  if (first === 'partner' && second !== undefined) {
    if (third === undefined) return join(['fr', frenchWords.partner, second], suffix);
    if (third === 'correction' && fourth === undefined)
      return join(['fr', frenchWords.partner, second, frenchWords.correction], suffix);
    if (third === 'inquiry' && fourth === undefined)
      return join(['fr', frenchWords.partner, second, frenchWords.inquiry], suffix);
    return null;
  }
  if (first === 'state' && second !== undefined) {
    const region = frenchRegionForEnglishSlug(second);
    if (!region) return null;
    const base = ['fr', region.kind, region.slug];
    if (third === undefined) return join(base, suffix);
    if (third !== 'city' || fourth === undefined || rest.length > 0) return null;
    return join(
      fifth === undefined ? [...base, frenchWords.city, fourth] : [...base, frenchWords.city, fourth, fifth],
      suffix,
    );
  }
  return null;
}

export interface FrenchPathMatch {
  /** The English page this French address shows. */
  englishPath: string;
  /**
   * The one French address of that page. It differs from the path asked for when the region's word was
   * wrong (/fr/etat/quebec) or an English slug was used (/fr/province/british-columbia): answer 301 to it.
   */
  canonicalPath: string;
}

/**
 * The region a French address names: by its French slug, its English one, its postal abbreviation (/fr/province/qc,
 * as the English pages take /state/tx), or either slug typed with accents or capitals (/fr/province/Qu%C3%A9bec),
 * which then moves to the one address.
 */
export function regionOfFrenchSegment(segment: string): FrenchRegion | undefined {
  const bySlug = (slug: string) => frenchRegionForFrenchSlug(slug) ?? frenchRegionForEnglishSlug(slug);
  const found = bySlug(segment);
  if (found) return found;
  const abbreviated = /^[a-z]{2}$/i.test(segment) ? findRegion(segment) : undefined;
  if (abbreviated) return frenchRegionForEnglishSlug(abbreviated.slug);
  try {
    return bySlug(slugify(decodeURIComponent(segment)));
  } catch {
    return undefined; // not percent-encoding: no region
  }
}

/** Reads a French public path back to its English page, or null (then the French not-found page). */
export function fromFrenchPath(frenchPath: string): FrenchPathMatch | null {
  const { segments, suffix } = splitPath(frenchPath);
  if (segments[0] !== 'fr') return null;
  const [, first, second, third, fourth, fifth, ...rest] = segments;
  let englishSegments: string[] | null = null;
  if (first === undefined) englishSegments = [];
  else if (singlePagesFrench.has(first) && second === undefined) englishSegments = [singlePagesFrench.get(first)!];
  else if (first === frenchWords.partner && second !== undefined) {
    if (third === undefined) englishSegments = ['partner', second];
    else if (third === frenchWords.correction && fourth === undefined)
      englishSegments = ['partner', second, 'correction'];
    else if (third === frenchWords.inquiry && fourth === undefined) englishSegments = ['partner', second, 'inquiry'];
  } else if ((first === 'etat' || first === 'province' || first === 'territoire') && second !== undefined) {
    const region = regionOfFrenchSegment(second);
    if (region && third === undefined) englishSegments = ['state', region.region.slug];
    else if (region && third === frenchWords.city && fourth !== undefined && rest.length === 0) {
      englishSegments = ['state', region.region.slug, 'city', fourth, ...(fifth === undefined ? [] : [fifth])];
    }
  }
  if (englishSegments === null) return null;
  const englishPath = join(englishSegments, suffix);
  const canonicalPath = toFrenchPath(englishPath);
  return canonicalPath === null ? null : { englishPath, canonicalPath };
}

/** The address of the page in `locale`, from its English path (null: no such page in that language). */
export function localizedPath(englishPath: string, locale: Locale): string | null {
  return locale === 'en' ? englishPath : toFrenchPath(englishPath);
}

/** The English path of any public path, French or English (null for a French path that names no page). */
export function englishPathOf(path: string): string | null {
  return localeOfPath(path) === 'fr' ? (fromFrenchPath(path)?.englishPath ?? null) : path;
}

function absolute(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

export type { AlternateLink };

/**
 * The page's language versions for search engines: en-US and en-CA (the one English page), fr-CA and
 * x-default (English). Every language version lists the same set, itself included, as search engines
 * expect. Empty when the page has no French version.
 */
export function alternateLinks(publicUrl: string, englishPath: string): AlternateLink[] {
  return languageAlternates(publicUrl, englishPath, toFrenchPath(englishPath));
}

/** The canonical URL of a page in `locale`: each language version is its own canonical, never the other's. */
export function canonicalUrl(publicUrl: string, englishPath: string, locale: Locale): string | null {
  const path = localizedPath(englishPath, locale);
  return path === null ? null : absolute(publicUrl, path);
}
