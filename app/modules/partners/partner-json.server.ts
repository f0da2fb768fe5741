import type { Partner } from './partner.schema';
import { PARTNER_COORDINATE_COLUMNS, PARTNER_PRIVATE_COLUMNS, type PartnerRow } from './partner.table';

/** Spec §3: a stored path starting `attached_assets/` is served from the site root. */
export function publicAssetUrl(url: string | null): string | null {
  if (url === null) return null;
  return url.startsWith('attached_assets/') ? `/${url}` : url;
}

/**
 * A stored row as its JSON (partnerJsonSchema): every column but the private ones, so a new column is
 * published once the table has it; one that must stay private goes in PARTNER_PRIVATE_COLUMNS.
 */
export function toPartnerJson(row: PartnerRow): Partner {
  const columns: Partial<PartnerRow> = { ...row };
  for (const column of [...PARTNER_PRIVATE_COLUMNS, ...PARTNER_COORDINATE_COLUMNS]) delete columns[column];
  const { latitude, longitude } = row;
  return {
    ...(columns as Omit<
      PartnerRow,
      (typeof PARTNER_PRIVATE_COLUMNS)[number] | (typeof PARTNER_COORDINATE_COLUMNS)[number]
    >),
    createDate: row.createDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    logoUrl: publicAssetUrl(row.logoUrl),
    imageUrl: publicAssetUrl(row.imageUrl),
    socialMedia: row.socialMedia ?? null,
    coordinates: latitude !== null && longitude !== null ? { latitude, longitude } : null,
  };
}
