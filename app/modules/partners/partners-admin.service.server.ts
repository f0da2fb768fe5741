import { and, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import { foldAccents } from '~/lib/text-fold';
import { ALL_REGIONS, findRegion } from '~/modules/geo/regions';
import { type AdminActor, recordAdminChange } from '~/modules/audit/audit.server';
import type { MediaStore } from '~/modules/media/media-store.server';
import { storeUploadedLogo } from '~/modules/media/uploaded-image.server';
import type { PartnerLogo } from './partner-own-listing.service.server';
import {
  createdChange,
  PARTNER_ENTITY,
  partnerLabel,
  trashPartners,
  updatedChange,
} from './partner-history.service.server';
import { timeZoneOfAddress } from './address-time-zone';
import { partnerFieldLabel } from './partner-change-wording';
import { toPartnerJson } from './partner-json.server';
import {
  lockPartnerSlugs,
  keepOldSlugsAsAliases,
  type SlugChange,
  partnerSlugBase,
  SlugAllocator,
  slugAfterEdit,
} from './partner-slugs.server';
import {
  columnsFromFields,
  isCurrentVersion,
  locationColumns,
  newPartnerRow,
  nextVersion,
  partnerWriteProblem,
  refusePartnerWrite,
  updatedPartnerColumns,
  updatePartnerRows,
} from './partner-write.server';
import {
  type AdminPartnerSearchQuery,
  type Partner,
  type PartnerBulkUpdate,
  type PartnerInput,
  type PartnerUpdate,
  zipCodeProblem,
} from './partner.schema';
import { byName, escapeLike, foldedContains, type PartnerRow, partners } from './partner.table';

/*
 * The admin's partner use cases (spec §2 "Admin: partner management", §7 admin partner calls). Unlike the
 * public reads, these see inactive partners too. The CSV import lives beside it in
 * partner-import.service.server.ts. Every write that touches several rows is one transaction:
 * it all happens or none of it does (design §4).
 */

/** The search answers at most this many partners, best first by name; the screen says when it is capped. */
export const ADMIN_SEARCH_LIMIT = 500;

export const PARTNER_NOT_FOUND_MESSAGE = 'Partner not found';
/** Design §3: a save based on an older version of the partner is refused, never silently applied. */
export const STALE_PARTNER_MESSAGE = 'This partner was changed by someone else. Reload to see their changes.';

/** Shaped like part of a ZIP (`787`, `78701-12`) or a Canadian code (`M5V`, `M5V 2T6`, `m5v2t6`). */
const POSTAL_FRAGMENT = /^(?:\d{1,5}(?:-\d{0,4})?|[A-Za-z]\d[A-Za-z]?(?: ?\d(?:[A-Za-z]\d?)?)?)$/;
/** A Canadian code typed without its space (`G1R1P1`, `g1r1`): stored codes always have it (`G1R 1P1`). */
const CANADIAN_WITHOUT_SPACE = /^([A-Za-z]\d[A-Za-z])(\d(?:[A-Za-z]\d?)?)$/;
/** A full ZIP+4: its partner may be stored with the 5-digit ZIP alone. */
const ZIP_PLUS_FOUR = /^(\d{5})-\d{4}$/;

/** Postal-code text matched against zip_code: a prefix as typed, in capitals, with a Canadian code's space. */
function postalCodeCondition(keyword: string): SQL | undefined {
  if (!POSTAL_FRAGMENT.test(keyword)) return undefined;
  const canadian = CANADIAN_WITHOUT_SPACE.exec(keyword);
  const prefix = (canadian ? `${canadian[1]} ${canadian[2]}` : keyword).toUpperCase();
  const zip = ZIP_PLUS_FOUR.exec(keyword)?.[1];
  return or(
    sql`upper(${partners.zipCode}) like ${`${escapeLike(prefix)}%`}`,
    zip ? eq(partners.zipCode, zip) : undefined,
  );
}

/**
 * The states and provinces a keyword names: the one it abbreviates, and those whose name (folded) contains it
 * or, with `regionNamedBy: 'word'`, has it as a whole word ("louis" is then not Louisiana).
 */
function regionsNamedBy(keyword: string, regionNamedBy: 'part' | 'word'): string[] {
  const folded = foldAccents(keyword);
  return ALL_REGIONS.filter((region) => {
    if (keyword.length === 2 && region.abbreviation === keyword.toUpperCase()) return true;
    const name = foldAccents(region.name);
    return regionNamedBy === 'part' ? name.includes(folded) : name.split(/[^a-z0-9]+/).includes(folded);
  }).map((region) => region.slug);
}

/**
 * Containment of the keyword in name or city, accents and case ignored on both sides (the folded trigram GIN
 * indexes), a state or province whose name contains it (or that it abbreviates), or, for text shaped like a
 * postal code, a ZIP starting with it (a Canadian code's space optional, a ZIP+4 finding its ZIP too).
 * Postal-code and state branches are only added when they can match, so a plain name search keeps its
 * index-only plan. `regionNamedBy: 'word'` is for one word of several, where part of a state's name would
 * bring in a whole state ("st louis" is not the partners of Louisiana with "st" in their name).
 */
export function keywordCondition(
  keyword: string,
  { regionNamedBy = 'part' }: { regionNamedBy?: 'part' | 'word' } = {},
): SQL {
  const regions = regionsNamedBy(keyword, regionNamedBy);
  return or(
    foldedContains(partners.name, keyword),
    foldedContains(partners.city, keyword),
    regions.length > 0 ? inArray(partners.stateSlug, regions) : undefined,
    postalCodeCondition(keyword),
  )!;
}

/** GET /api/admin/partners/search?q=&state=: keyword and/or state, active and inactive, by name. */
export async function searchPartnersForAdmin(
  db: Database,
  { q, state }: AdminPartnerSearchQuery,
  { limit = ADMIN_SEARCH_LIMIT }: { limit?: number } = {},
): Promise<Partner[]> {
  const conditions: SQL[] = [];
  if (state) {
    const region = findRegion(state);
    if (!region) return [];
    conditions.push(eq(partners.stateSlug, region.slug));
  }
  if (q !== '') conditions.push(keywordCondition(q));
  const rows = await db
    .select()
    .from(partners)
    .where(and(...conditions))
    .orderBy(...byName)
    .limit(limit);
  return rows.map(toPartnerJson);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Name and place of the partners with these ids, inactive ones too, in one query; ids that are not a
 * partner's (or not even a uuid) are simply absent. Other modules that store partner ids use it to show
 * names and to refuse unknown ids.
 */
export async function partnerLabelsByIds(
  db: Database,
  ids: readonly string[],
): Promise<{ id: string; name: string; city: string; state: string }[]> {
  const wellFormed = [...new Set(ids.map((id) => id.toLowerCase()))].filter((id) => UUID.test(id));
  if (wellFormed.length === 0) return [];
  return db
    .select({ id: partners.id, name: partners.name, city: partners.city, state: partners.state })
    .from(partners)
    .where(inArray(partners.id, wellFormed));
}

/** GET /api/admin/partners: every partner, active or not, by name (spec §7 "list"). */
export async function listAllPartnersForAdmin(db: Database): Promise<Partner[]> {
  const rows = await db
    .select()
    .from(partners)
    .orderBy(...byName);
  return rows.map(toPartnerJson);
}

export async function getPartnerForAdmin(db: Database, { id }: { id: string }): Promise<Partner> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', PARTNER_NOT_FOUND_MESSAGE);
  return toPartnerJson(row);
}

/**
 * POST /api/admin/partners. Spec §9 defaults come from the schema; the server adds a unique slug, the
 * derived location columns, coordinates from the postal code when none were given, and partnerSince.
 */
export async function createPartner(
  db: Database,
  input: PartnerInput,
  { actor, now = new Date() }: { actor: AdminActor; now?: Date },
): Promise<Partner> {
  refusePartnerWrite(null, input);
  return db.transaction(async (tx) => {
    await lockPartnerSlugs(tx);
    const location = locationColumns(input.city, input.state);
    const base = partnerSlugBase(input.name, input.city, location.state);
    const allocator = await SlugAllocator.load(tx, [base]);
    const [row] = await tx
      .insert(partners)
      .values(newPartnerRow(input, allocator.take(base), now))
      .returning();
    if (!row) throw new AppError('INTERNAL', 'Partner was not created');
    await recordAdminChange(tx, {
      actor,
      action: 'create',
      entityType: PARTNER_ENTITY,
      summary: `Added ${partnerLabel(row)}`,
      at: now,
      changes: [createdChange(row)],
    });
    return toPartnerJson(row);
  });
}

/**
 * PUT /api/admin/partners/{id}: the given fields only. `updatedAt` (the version the editor loaded) newer
 * than the stored one is a CONFLICT (409) whose body carries the stored partner (`current`). A changed
 * name, city or state moves the slug (the old one stays as an alias); a changed postal code moves the coordinates unless new ones are given.
 */
export async function updatePartner(
  db: Database,
  { id, updates }: { id: string; updates: PartnerUpdate },
  options: { actor: AdminActor; now?: Date },
): Promise<Partner> {
  return db.transaction((tx) => updatePartnerInTransaction(tx, { id, updates }, options));
}

/**
 * How a use case names its edit in the record: an approved portal request is its own undoable action,
 * not a plain edit (which the Activity screen does not undo).
 */
export interface PartnerEditRecord {
  action: 'update' | 'portal-change-approved';
  /** Before the listing's label: "Edited", "Approved the partner's new name or address:". */
  summary: string;
}

const PLAIN_EDIT: PartnerEditRecord = { action: 'update', summary: 'Edited' };

/** `updatePartner` in the caller's transaction, for a use case that writes more in the same one. */
export async function updatePartnerInTransaction(
  tx: Transaction,
  { id, updates }: { id: string; updates: PartnerUpdate },
  { actor, now = new Date(), record = PLAIN_EDIT }: { actor: AdminActor; now?: Date; record?: PartnerEditRecord },
): Promise<Partner> {
  await lockPartnerSlugs(tx);
  const [current] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
  if (!current) throw new AppError('NOT_FOUND', PARTNER_NOT_FOUND_MESSAGE);
  const { updatedAt: loadedVersion, ...fields } = updates;
  if (loadedVersion !== undefined && !isCurrentVersion(current, loadedVersion)) {
    throw new AppError('CONFLICT', STALE_PARTNER_MESSAGE, { current: toPartnerJson(current) });
  }

  const values = updatedPartnerColumns(current, fields);
  // The schema checks a ZIP against a state only when both are sent; the merged record must fit too.
  const problem = zipCodeProblem(values.state, values.zipCode);
  if (problem) {
    throw new AppError('VALIDATION', `zipCode: ${problem}`, { fieldErrors: { zipCode: problem } });
  }
  refusePartnerWrite(current, values);
  const allocator = await SlugAllocator.load(tx, [partnerSlugBase(values.name, values.city, values.state)]);
  const slug = slugAfterEdit(allocator, current, values);
  await keepOldSlugsAsAliases(tx, [{ partnerId: current.id, oldSlug: current.slug, newSlug: slug }]);

  const [row] = await tx
    .update(partners)
    // Not a check of the listing: fixing a typo confirms nothing with the partner ('Mark information as checked').
    .set({ ...values, slug, updatedAt: nextVersion(current.updatedAt, now) })
    .where(eq(partners.id, id))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', PARTNER_NOT_FOUND_MESSAGE);
  await recordAdminChange(tx, {
    actor,
    action: record.action,
    entityType: PARTNER_ENTITY,
    summary: `${record.summary} ${partnerLabel(row)}`,
    at: now,
    changes: [updatedChange(current, row)],
  });
  return toPartnerJson(row);
}

/**
 * POST /api/admin/partners/{id}/information-checked: the office confirmed the listing as it stands. Only the
 * check date moves (not the version stamp, so a form open on the partner can still be saved), recorded.
 */
export async function markPartnerInformationChecked(
  db: Database,
  { id }: { id: string },
  { actor, now = new Date() }: { actor: AdminActor; now?: Date },
): Promise<Partner> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', PARTNER_NOT_FOUND_MESSAGE);
    const [row] = await tx.update(partners).set({ informationCheckedAt: now }).where(eq(partners.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', PARTNER_NOT_FOUND_MESSAGE);
    await recordAdminChange(tx, {
      actor,
      action: 'information-checked',
      entityType: PARTNER_ENTITY,
      summary: `Marked the information of ${partnerLabel(row)} as checked`,
      at: now,
      changes: [updatedChange(current, row)],
    });
    return toPartnerJson(row);
  });
}

/**
 * The office puts a logo on a partner's listing or takes it off (decision 035), recorded as 'logo-uploaded'
 * or 'logo-removed', both of which the Activity screen can undo: the bytes stay in the media store for 30 days
 * after nothing uses them (decision 050), so an undo or a restore can show the earlier image again.
 */
async function setPartnerLogo(
  db: Database,
  { id, logo }: { id: string; logo: PartnerLogo | null },
  { actor, now = new Date() }: { actor: AdminActor; now?: Date },
): Promise<Partner> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', PARTNER_NOT_FOUND_MESSAGE);
    const [row] = await tx
      .update(partners)
      .set({
        logoKey: logo?.key ?? null,
        logoWidth: logo?.width ?? null,
        logoHeight: logo?.height ?? null,
        updatedAt: nextVersion(current.updatedAt, now),
      })
      .where(eq(partners.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', PARTNER_NOT_FOUND_MESSAGE);
    await recordAdminChange(tx, {
      actor,
      action: logo ? 'logo-uploaded' : 'logo-removed',
      entityType: PARTNER_ENTITY,
      summary: logo ? `Uploaded a logo for ${partnerLabel(row)}` : `Removed the logo of ${partnerLabel(row)}`,
      at: now,
      changes: [updatedChange(current, row)],
    });
    return toPartnerJson(row);
  });
}

/** DELETE /api/admin/partners/{id}/logo: the logo off the public page. */
export function removePartnerLogo(
  db: Database,
  { id }: { id: string },
  options: { actor: AdminActor; now?: Date },
): Promise<Partner> {
  return setPartnerLogo(db, { id, logo: null }, options);
}

/**
 * POST /api/admin/partners/{id}/logo: an image the partner sent the office, checked and re-encoded as a
 * portal upload is (an empty or unreadable file is refused with the reason), stored under its hash, then shown. The partner is looked up first, so nothing is decoded for a partner that does not exist.
 */
export async function uploadPartnerLogo(
  db: Database,
  store: MediaStore,
  { id, bytes }: { id: string; bytes: Buffer },
  options: { actor: AdminActor; now?: Date },
): Promise<Partner> {
  const [exists] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, id));
  if (!exists) throw new AppError('NOT_FOUND', PARTNER_NOT_FOUND_MESSAGE);
  return setPartnerLogo(db, { id, logo: await storeUploadedLogo(store, bytes) }, options);
}

/**
 * DELETE /api/admin/partners/{id}: into the trash for 30 days (partner-history.service.server.ts). Its
 * aliases are kept with it; its inquiries keep their partner id for a restore.
 */
export async function deletePartner(
  db: Database,
  { id }: { id: string },
  { actor, now = new Date() }: { actor: AdminActor; now?: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', PARTNER_NOT_FOUND_MESSAGE);
    await trashPartners(tx, [row], { actor, action: 'delete', summary: `Deleted ${partnerLabel(row)}`, now });
  });
}

/** A bulk write's version stamp, in SQL: now, and later than each row's own previous version. */
function bulkVersion(now: Date): SQL {
  return sql`greatest(${now.toISOString()}::timestamptz, ${partners.updatedAt} + interval '1 millisecond')`;
}

/** Partners a refused bulk move names one by one; past these, a count. */
const BULK_MISFITS_NAMED = 10;

/**
 * PATCH /api/admin/partners/bulk-edit: the named fields on the named partners, in one transaction; other
 * fields and other partners are untouched. Ids that no longer exist are skipped (updatedCount says how
 * many were changed). A new state also moves each partner's slug, and is refused, naming them, when a
 * selected partner's postal code belongs to another country or to another state or province (decision 048).
 */
export async function bulkEditPartners(
  db: Database,
  { ids, updates }: { ids: readonly string[]; updates: PartnerBulkUpdate },
  { actor, now = new Date() }: { actor: AdminActor; now?: Date },
): Promise<{ updatedCount: number }> {
  const uniqueIds = [...new Set(ids)];
  const { state, ...rest } = updates;
  const values = columnsFromFields(rest);
  const record = (tx: Transaction, pairs: [PartnerRow, PartnerRow][]) =>
    recordAdminChange(tx, {
      actor,
      action: 'bulk-edit',
      entityType: PARTNER_ENTITY,
      summary: `Bulk edit of ${pairs.length} partner${pairs.length === 1 ? '' : 's'}: ${Object.keys(updates)
        .map((field) => partnerFieldLabel(field) ?? field)
        .join(', ')}`,
      at: now,
      changes: pairs.map(([before, after]) => updatedChange(before, after)),
    });

  return db.transaction(async (tx) => {
    if (state === undefined) {
      const before = await tx.select().from(partners).where(inArray(partners.id, uniqueIds)).for('update');
      const updated = await tx
        .update(partners)
        .set({ ...values, updatedAt: bulkVersion(now) })
        .where(inArray(partners.id, uniqueIds))
        .returning();
      const beforeById = new Map(before.map((row) => [row.id, row]));
      await record(
        tx,
        updated.map((row) => [beforeById.get(row.id)!, row]),
      );
      return { updatedCount: updated.length };
    }

    await lockPartnerSlugs(tx);
    const rows = await tx.select().from(partners).where(inArray(partners.id, uniqueIds)).for('update');
    const region = findRegion(state);
    if (!region) throw new AppError('VALIDATION', 'state: State must be a US state or Canadian province');
    const misfits = rows.filter((row) => zipCodeProblem(region.name, row.zipCode) !== null);
    if (misfits.length > 0) {
      const message = `${misfits.length} of the selected partners have a postal code outside ${region.country === 'US' ? 'the United States' : 'Canada'}, so they cannot be moved to ${region.name}`;
      throw new AppError('VALIDATION', `state: ${message}`, { fieldErrors: { state: message } });
    }
    const elsewhere = rows.flatMap((row) => {
      const problem = partnerWriteProblem(row, { state: region.name, zipCode: row.zipCode });
      return problem ? [`${row.name} (${problem.message})`] : [];
    });
    if (elsewhere.length > 0) {
      const listed = elsewhere.slice(0, BULK_MISFITS_NAMED).join('; ');
      const more = elsewhere.length > BULK_MISFITS_NAMED ? `; and ${elsewhere.length - BULK_MISFITS_NAMED} more` : '';
      const message = `${elsewhere.length} of the selected partners have a postal code in another ${region.country === 'US' ? 'state' : 'province'}, so they cannot be moved to ${region.name}: ${listed}${more}`;
      throw new AppError('VALIDATION', `state: ${message}`, { fieldErrors: { state: message } });
    }
    const allocator = await SlugAllocator.load(
      tx,
      rows.map((row) => partnerSlugBase(row.name, row.city, region.name)),
    );
    const changes: SlugChange[] = [];
    const updated: PartnerRow[] = rows.map((row) => {
      const location = locationColumns(row.city, region.name);
      const slug = slugAfterEdit(allocator, row, { name: row.name, city: row.city, state: location.state });
      changes.push({ partnerId: row.id, oldSlug: row.slug, newSlug: slug });
      const timeZone = timeZoneOfAddress(row.zipCode, location.state);
      return {
        ...row,
        ...values,
        ...location,
        slug,
        timeZone,
        updatedAt: nextVersion(row.updatedAt, now),
      } as PartnerRow;
    });
    await keepOldSlugsAsAliases(tx, changes);
    await updatePartnerRows(tx, updated);
    await record(
      tx,
      rows.map((row, index) => [row, updated[index]!]),
    );
    return { updatedCount: rows.length };
  });
}

/** DELETE /api/admin/partners/bulk-delete: the named partners into the trash, one activity (undoable). */
export async function bulkDeletePartners(
  db: Database,
  { ids }: { ids: readonly string[] },
  { actor, now = new Date() }: { actor: AdminActor; now?: Date },
): Promise<{ deletedCount: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(partners)
      .where(inArray(partners.id, [...new Set(ids)]))
      .for('update');
    await trashPartners(tx, rows, {
      actor,
      action: 'bulk-delete',
      summary: `Bulk delete of ${rows.length} partner${rows.length === 1 ? '' : 's'}`,
      now,
    });
    return { deletedCount: rows.length };
  });
}

/** Every partner, active or not (the admin dashboard's counter). */
export async function countAllPartners(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(partners);
  return row?.value ?? 0;
}
