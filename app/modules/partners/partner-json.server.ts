import type { Partner } from './partner.schema';
import { PARTNER_COORDINATE_COLUMNS, PARTNER_PRIVATE_COLUMNS, type PartnerRow } from './partner.table';

/** Spec §3: a stored path starting `attached_assets/` is served from the site root. */
export function publicAssetUrl(url: string | null): string | null {
  if (url === null) return null;
  return url.startsWith('attached_assets/') ? `/${url}` : url;
}

/** Columns no JSON carries as stored: the private ones, and the coordinates (published as one object). */
const UNPUBLISHED_COLUMNS: ReadonlySet<string> = new Set([...PARTNER_PRIVATE_COLUMNS, ...PARTNER_COORDINATE_COLUMNS]);

/**
 * A stored row as its JSON (partnerJsonSchema): every column but the private ones, so a new column is
 * published once the table has it; one that must stay private goes in PARTNER_PRIVATE_COLUMNS.
 */
export function toPartnerJson(row: PartnerRow): Partner {
  // Copied column by column, then the converted ones overwritten in place: spreading the row and deleting
  // columns turned every object into a slow dictionary (four times the cost on a page of 150 results).
  const json: Record<string, unknown> = {};
  for (const column in row) {
    if (!UNPUBLISHED_COLUMNS.has(column)) json[column] = row[column as keyof PartnerRow];
  }
  const { latitude, longitude } = row;
  const converted = {
    createDate: row.createDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    informationCheckedAt: row.informationCheckedAt.toISOString(),
    logoUrl: publicAssetUrl(row.logoUrl),
    imageUrl: publicAssetUrl(row.imageUrl),
    socialMedia: row.socialMedia ?? null,
    coordinates: latitude !== null && longitude !== null ? { latitude, longitude } : null,
  } satisfies Partial<Partner>;
  return Object.assign(json, converted) as Partner;
}
