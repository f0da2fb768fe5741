import { and, asc, count, desc, eq, getTableColumns, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { type PartnerExportFields } from './partner-csv';
import type { PartnerListPage, PartnerListQuery, PartnerListRow, PartnerSortColumn } from './partner-list.schema';
import { keywordCondition } from './partners-admin.service.server';
import { PLACEHOLDER_PHONE } from './partner-formats';
import { byName, foldedContains, type PartnerRow, partners, sortName } from './partner.table';

/*
 * The admin partner table (GET /api/admin/partners/page) and its CSV export (GET .../export.csv): every
 * partner, active or not, filtered, sorted and counted in the database.
 */

/** Typed like a phone number: digits and the usual punctuation, at least three digits. */
const PHONE_SHAPED = /^[\d\s().+-]+$/;

/**
 * The words of a keyword: runs of letters and digits, with the characters of an email (`@`, `_`), an
 * apostrophe (O'Brien) and what LIKE escapes (`%`, `\`) kept inside a word; any other punctuation separates.
 * A postal code keeps its space (`G1R 1P1`) and a ZIP+4 its hyphen, so each is one word.
 */
const KEYWORD_WORD =
  /(?<![\p{L}\p{N}])(?:[A-Za-z]\d[A-Za-z] \d(?:[A-Za-z]\d?)?|\d{5}-\d{4})(?![\p{L}\p{N}])|[\p{L}\p{M}\p{N}@_%\\'’]+/gu;
/** Ignored between words, as the public search ignores them (compactLower): "Clark and Sons" is "Clark & Sons". */
const JOINING_WORDS: ReadonlySet<string> = new Set(['and', 'et']);

/** The words every one of which a partner must contain; null for a keyword of one word, matched as typed. */
function keywordWords(keyword: string): string[] | null {
  if (PHONE_SHAPED.test(keyword)) return null;
  const words = keyword.match(KEYWORD_WORD) ?? [];
  const meaningful = words.filter((word) => !JOINING_WORDS.has(word.toLowerCase()));
  return words.length < 2 || meaningful.length === 0 ? null : meaningful;
}

/**
 * One piece of text in any field: name, city, state or postal code as the search does (`regionNamedBy` says how
 * it names a state), plus email and website containment (accents and case ignored here too) and, for
 * phone-shaped text, the phone's digits (so `512.555.0142` finds `(512) 555-0142`).
 */
function fieldsContain(text: string, { regionNamedBy }: { regionNamedBy?: 'part' | 'word' } = {}): SQL {
  const digits = text.replace(/\D/g, '');
  return or(
    keywordCondition(text, { regionNamedBy }),
    foldedContains(partners.email, text),
    foldedContains(partners.website, text),
    PHONE_SHAPED.test(text) && digits.length >= 3
      ? sql`regexp_replace(${partners.phone}, '\\D', '', 'g') like ${`%${digits}%`}`
      : undefined,
  )!;
}

/**
 * The keyword as typed, or word by word: a partner matches when each word is in one of its fields, not
 * necessarily the same one, punctuation ignored (`austin, tx`, `brooks sons` for Brooks & Sons, `st louis`
 * for St. Louis); a word names a state only as a whole word of its name or its abbreviation. A keyword of one
 * word, and phone-shaped text, is matched as typed only, as the whole keyword always is (`new brun` still
 * finds New Brunswick).
 * Email, website and phone digits have no index, so the table's keyword is one sequential scan of the filtered
 * rows (about 250 ms at 100,000 partners on PostgreSQL, mostly regexp_replace; see docs/architecture.md),
 * whatever the number of words; each word adds its own tests of every row the keyword as typed did not match.
 * Name and city are tested with the folded expressions of their trigram indexes, as the pickers' search is.
 */
function listKeywordCondition(keyword: string): SQL {
  const words = keywordWords(keyword);
  const asTyped = fieldsContain(keyword);
  if (!words) return asTyped;
  return or(asTyped, and(...words.map((word) => fieldsContain(word, { regionNamedBy: 'word' }))))!;
}

function filterConditions(query: Omit<PartnerListQuery, 'page' | 'pageSize' | 'sort' | 'dir'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.state) conditions.push(eq(partners.stateSlug, query.state));
  if (query.status !== 'all') conditions.push(eq(partners.isActive, query.status === 'active'));
  if (query.featured) conditions.push(eq(partners.isPriority, true));
  if (query.missingGoogle) conditions.push(or(isNull(partners.googlePlaceId), eq(partners.googlePlaceId, '')));
  if (query.placeholderPhone) conditions.push(eq(partners.phone, PLACEHOLDER_PHONE));
  if (query.q !== '') conditions.push(listKeywordCondition(query.q));
  return and(...conditions);
}

/**
 * The sort key of each column. Ties fall back to name then id, so a page boundary never splits or repeats
 * rows. Each key has a btree index ending in (lower(name), id) (partner.table.ts; decision 016's
 * follow-up says which directions walk it and which still sort).
 */
const SORT_KEYS: Record<PartnerSortColumn, SQL> = {
  name: sql`lower(${partners.name})`,
  city: sql`lower(${partners.city})`,
  state: sql`${partners.state}`,
  phone: sql`${partners.phone}`,
  email: sql`lower(${partners.email})`,
  active: sql`${partners.isActive}`,
  featured: sql`${partners.isPriority}`,
  rating: sql`${partners.googleRating}`,
  updated: sql`${partners.updatedAt}`,
};

/** Columns that may be empty: a missing email or rating goes last either way. */
const NULLABLE_SORTS: ReadonlySet<PartnerSortColumn> = new Set(['email', 'rating']);

function orderBy(sort: PartnerSortColumn, dir: 'asc' | 'desc'): SQL[] {
  const key = SORT_KEYS[sort];
  // Without a nulls clause on columns that are never null, a descending page is a backward walk of the
  // column's index (PostgreSQL matches NULLS FIRST/LAST literally, not by the NOT NULL constraint).
  const nulls = NULLABLE_SORTS.has(sort) ? sql` nulls last` : sql``;
  const primary = dir === 'asc' ? sql`${key} asc${nulls}` : sql`${key} desc${nulls}`;
  return sort === 'name'
    ? [dir === 'asc' ? asc(key) : desc(key), dir === 'asc' ? asc(partners.id) : desc(partners.id)]
    : [primary, ...byName];
}

const listColumns = {
  id: partners.id,
  slug: partners.slug,
  name: partners.name,
  city: partners.city,
  state: partners.state,
  phone: partners.phone,
  email: partners.email,
  website: partners.website,
  isActive: partners.isActive,
  isPriority: partners.isPriority,
  googleRating: partners.googleRating,
  googleReviewCount: partners.googleReviewCount,
  googlePlaceId: partners.googlePlaceId,
  updatedAt: partners.updatedAt,
};

/** GET /api/admin/partners/page: one page of the filtered, sorted directory and the true total. */
export async function listPartnersPage(db: Database, query: PartnerListQuery): Promise<PartnerListPage> {
  const where = filterConditions(query);
  const [totalRow] = await db.select({ total: count() }).from(partners).where(where);
  const total = totalRow?.total ?? 0;
  const rows = await db
    .select(listColumns)
    .from(partners)
    .where(where)
    .orderBy(...orderBy(query.sort, query.dir))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    partners: rows.map(({ googlePlaceId, updatedAt, ...row }): PartnerListRow => ({
      ...row,
      hasGooglePlace: Boolean(googlePlaceId),
      updatedAt: updatedAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}

/** How many rows each export query reads: memory stays flat whatever the directory's size. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * Every partner the filters match, by name, a batch at a time: keyset paging on (lower(name), id), which
 * the name index serves, so batch 200 costs what batch 1 does. Batches are separate statements, not one
 * snapshot: holding a transaction open while a slow client downloads would hold PGlite's only connection.
 * A partner renamed during an export may therefore appear twice or not at all.
 */
export async function* partnersForExport(
  db: Database,
  query: Omit<PartnerListQuery, 'page' | 'pageSize' | 'sort' | 'dir'>,
  { batchSize = EXPORT_BATCH_SIZE }: { batchSize?: number } = {},
): AsyncGenerator<PartnerExportFields[]> {
  const filters = filterConditions(query);
  let after: { sortName: string; id: string } | null = null;
  for (;;) {
    // The key is read back as the database computed it: its lower() and JavaScript's may disagree.
    const rows: (PartnerRow & { sortName: string })[] = await db
      .select({ ...getTableColumns(partners), sortName })
      .from(partners)
      .where(
        and(filters, after ? sql`(${sortName}, ${partners.id}) > (${after.sortName}, ${after.id}::uuid)` : undefined),
      )
      .orderBy(...byName)
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    const last = rows.at(-1)!;
    after = { sortName: last.sortName, id: last.id };
    if (rows.length < batchSize) return;
  }
}
