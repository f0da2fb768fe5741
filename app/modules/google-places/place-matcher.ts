/*
 * Does a Text Search candidate describe this partner? Google's Text Search always answers with its best
 * guesses, and a guess stored as the partner's place id would show another business's reviews on the
 * partner's page for good. So a candidate is accepted only when the NAME agrees (normalised token
 * similarity, generic trade words set aside) AND the ADDRESS agrees (same postal code, same street
 * number, or same city). Pure: unit-tested without Google.
 */

export interface MatchTarget {
  name: string;
  address: string;
  city: string;
  zipCode: string;
}

export interface MatchCandidate {
  displayName?: string;
  formattedAddress?: string;
}

export interface MatchVerdict {
  accepted: boolean;
  nameSimilarity: number;
  postalCode: boolean;
  streetNumber: boolean;
  city: boolean;
}

/** Below this, two names are different businesses ("Smith Funeral Home" vs "Jones Funeral Home" is 0). */
export const NAME_SIMILARITY_THRESHOLD = 0.6;

/**
 * Words every funeral home shares: they say nothing about WHICH home it is, so they do not count towards
 * a name match (unless a name is made of nothing else).
 */
const GENERIC_WORDS = new Set([
  'a',
  'and',
  'of',
  'the',
  'at',
  'inc',
  'llc',
  'ltd',
  'co',
  'corp',
  'company',
  'group',
  'funeral',
  'funerals',
  'home',
  'homes',
  'chapel',
  'chapels',
  'mortuary',
  'mortuaries',
  'memorial',
  'memorials',
  'cremation',
  'cremations',
  'crematory',
  'crematorium',
  'service',
  'services',
  'society',
  'care',
  'center',
  'centre',
  'directors',
]);

/** Lowercase words without accents or punctuation; '&' reads as 'and', "O'Brien" as 'obrien'. */
export function tokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function dice(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const token of a) if (b.has(token)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

/** 0 to 1: the Dice coefficient of the distinctive words of both names. */
export function nameSimilarity(a: string, b: string): number {
  const all = [new Set(tokens(a)), new Set(tokens(b))] as const;
  const distinctive = all.map((set) => new Set([...set].filter((token) => !GENERIC_WORDS.has(token))));
  // "Funeral Home" alone has no distinctive word: compare everything rather than call it a match or not.
  if (distinctive[0]!.size === 0 || distinctive[1]!.size === 0) return dice(all[0], all[1]);
  return dice(distinctive[0]!, distinctive[1]!);
}

/** US ZIP (first 5 digits) or Canadian postal code (letters and digits, no space), lowercase. */
function postalKey(zipCode: string): string {
  const compact = zipCode.toLowerCase().replace(/[^a-z0-9]/g, '');
  return /^\d{5}/.test(compact) ? compact.slice(0, 5) : compact;
}

function postalCodeAgrees(zipCode: string, formattedAddress: string): boolean {
  const key = postalKey(zipCode);
  if (key.length < 3) return false;
  if (/^\d{5}$/.test(key)) return new RegExp(`(^|\\D)${key}(\\D|$)`).test(formattedAddress);
  // Canada: "V7J 6R5" may be written with or without its space.
  return formattedAddress.toLowerCase().replace(/\s+/g, '').includes(key);
}

function streetNumberAgrees(address: string, formattedAddress: string): boolean {
  const number = /^\s*(\d+[a-z]?)\b/i.exec(address)?.[1]?.toLowerCase();
  if (!number) return false;
  const firstPart = formattedAddress.split(',')[0] ?? '';
  return tokens(firstPart).includes(number);
}

function cityAgrees(city: string, formattedAddress: string): boolean {
  const cityTokens = tokens(city);
  if (cityTokens.length === 0) return false;
  // The city is one of the comma-separated parts of Google's address (not the street line).
  return formattedAddress
    .split(',')
    .slice(1)
    .some((part) => {
      const partTokens = tokens(part);
      return cityTokens.every((token) => partTokens.includes(token));
    });
}

export function matchPlace(target: MatchTarget, candidate: MatchCandidate): MatchVerdict {
  const formattedAddress = candidate.formattedAddress ?? '';
  const similarity = nameSimilarity(target.name, candidate.displayName ?? '');
  const verdict = {
    nameSimilarity: similarity,
    postalCode: postalCodeAgrees(target.zipCode, formattedAddress),
    streetNumber: streetNumberAgrees(target.address, formattedAddress),
    city: cityAgrees(target.city, formattedAddress),
  };
  const addressAgrees = verdict.postalCode || verdict.streetNumber || verdict.city;
  return { ...verdict, accepted: similarity >= NAME_SIMILARITY_THRESHOLD && addressAgrees };
}

/** The accepted candidate with the most similar name (Google's order breaks ties), or null. */
export function bestMatch<Candidate extends MatchCandidate>(
  target: MatchTarget,
  candidates: Candidate[],
): Candidate | null {
  let best: { candidate: Candidate; score: number } | null = null;
  for (const candidate of candidates) {
    const verdict = matchPlace(target, candidate);
    if (!verdict.accepted) continue;
    const score = verdict.nameSimilarity + (verdict.postalCode ? 0.1 : 0) + (verdict.streetNumber ? 0.1 : 0);
    if (!best || score > best.score) best = { candidate, score };
  }
  return best?.candidate ?? null;
}
