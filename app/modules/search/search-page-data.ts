import { type PartnerCardData, toPartnerCardData } from '~/modules/partners/components/partner-display';
import type {
  SearchNearTown,
  SearchOrigin,
  SearchPartner,
  SearchPlace,
  SearchRegion,
  SearchResult,
} from './search.schema';

/** A compact result card's data: what the card shows and nothing else (no image or description). */
export type SearchCardData = PartnerCardData & { distanceMiles?: number };

/** What the search page sends to the browser for one search (design §3 "Search", spec §2 Search page). */
export interface SearchPageResults {
  query: string;
  /** What was searched instead of a misspelt place's `query` (SearchResult.correctedQuery). */
  correctedQuery: string | null;
  /** Every match; `partners` holds the first page of them. */
  total: number;
  partners: SearchCardData[];
  recommendations: SearchCardData[];
  suggestions: string[];
  origin: SearchOrigin | null;
  place: SearchPlace | null;
  region: SearchRegion | null;
  nearTown: SearchNearTown | null;
  page: number;
  pageCount: number;
  pageSize: number;
}

/**
 * Narrows a result to the compact card's fields. The compact card shows neither image nor description
 * (spec §2), so they are not sent: 60 descriptions would double the page's hydration data for nothing.
 */
export function toSearchCardData(partner: SearchPartner): SearchCardData {
  const card: SearchCardData = { ...toPartnerCardData(partner), description: null, imageUrl: null };
  if (partner.distanceMiles !== undefined) card.distanceMiles = partner.distanceMiles;
  return card;
}

export function toSearchPageResults(result: SearchResult): SearchPageResults {
  return {
    query: result.query,
    correctedQuery: result.correctedQuery ?? null,
    total: result.total,
    partners: result.partners.map(toSearchCardData),
    recommendations: result.recommendations.map(toSearchCardData),
    suggestions: result.suggestions,
    origin: result.origin,
    place: result.place ?? null,
    region: result.region ?? null,
    nearTown: result.nearTown ?? null,
    page: result.page ?? 1,
    pageCount: Math.max(1, Math.ceil(result.total / result.limit)),
    pageSize: result.limit,
  };
}
