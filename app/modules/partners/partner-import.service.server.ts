import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import { toFieldErrors } from '~/lib/validation';
import {
  keepOldSlugsAsAliases,
  lockPartnerSlugs,
  partnerSlugBase,
  SlugAllocator,
  type SlugChange,
  slugAfterEdit,
} from './partner-slugs.server';
import {
  locationColumns,
  newPartnerRow,
  nextVersion,
  updatedPartnerColumns,
  updatePartnerRows,
} from './partner-write.server';
import {
  importRowSlugSchema,
  type PartnerImportResult,
  type PartnerImportRowIssue,
  type PartnerInput,
  partnerInputSchema,
} from './partner.schema';
import { type NewPartnerRow, type PartnerRow, partners } from './partner.table';

/*
 * POST /api/admin/partners/bulk (spec §5 "Partner CSV import", design §4): every row validated by the
 * partner schema, one transaction; any bad row refuses the file with every problem of every row named
 * ('Invalid data in row N: {field}: {reason}; row M: ...') and nothing written. Importing the same rows again creates no duplicates: a row updates the existing
 * partner with the same slug (when the row gives one) or the same name, address and ZIP (case and spacing
 * ignored). Within one file, a repeated partner is written once, the last row winning.
 *
 * An update writes the columns the row has: a file without an isPriority column leaves every partner's
 * flag alone, where a create would use the spec §9 defaults.
 */

/** Rows per INSERT: about 40 columns each stays far below PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 200;
/** Values per `in (...)` lookup. */
const LOOKUP_BATCH = 1000;

interface ValidRow {
  /** 1-based, as the admin sees it in the preview. */
  row: number;
  raw: Record<string, unknown>;
  input: PartnerInput;
  slug: string | null;
  key: string;
}

type RowAction = 'create' | 'update';

/** Name + address + ZIP, compared without case and with runs of spaces collapsed. */
export function partnerMatchKey(name: string, address: string, zipCode: string): string {
  const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return `${norm(name)}\u0000${norm(address)}\u0000${zipCode.trim().replace(/\s+/g, ' ').toUpperCase()}`;
}

/** Every field's problem in a row (the first reason per field), in the schema's field order. */
function rowIssues(row: number, error: z.ZodError): PartnerImportRowIssue[] {
  return Object.entries(toFieldErrors(error)).map(([field, message]) => ({ row, field, message }));
}

function validateRows(rawRows: readonly unknown[]): { valid: ValidRow[]; issues: PartnerImportRowIssue[] } {
  const valid: ValidRow[] = [];
  const issues: PartnerImportRowIssue[] = [];
  rawRows.forEach((raw, index) => {
    const row = index + 1;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      issues.push({ row, field: '_', message: 'Each row must be an object of partner fields' });
      return;
    }
    const parsed = partnerInputSchema.safeParse(raw);
    const slug = importRowSlugSchema.safeParse(raw);
    if (!parsed.success) issues.push(...rowIssues(row, parsed.error));
    if (!slug.success) issues.push(...rowIssues(row, slug.error));
    if (!parsed.success || !slug.success) return;
    const input = parsed.data;
    valid.push({
      row,
      raw: raw as Record<string, unknown>,
      input,
      slug: slug.data.slug ?? null,
      key: partnerMatchKey(input.name, input.address, input.zipCode),
    });
  });
  return { valid, issues };
}

/** Problems spelled out in a refused import's message; `errors` lists them all. */
const MESSAGE_ISSUES = 10;

/** 'Invalid data in row 2: zipCode: …; row 3: phone: …' (spec §5's 'Invalid data in row N', every row named). */
function invalidImport(issues: readonly PartnerImportRowIssue[]): AppError {
  const listed = issues
    .slice(0, MESSAGE_ISSUES)
    .map(({ row, field, message }) => `row ${row}: ${field === '_' ? '' : `${field}: `}${message}`)
    .join('; ');
  const more = issues.length > MESSAGE_ISSUES ? ` ... and ${issues.length - MESSAGE_ISSUES} more` : '';
  const fieldErrors = Object.fromEntries(
    issues.map(({ row, field, message }) => [
      field === '_' ? `partners.${row - 1}` : `partners.${row - 1}.${field}`,
      message,
    ]),
  );
  return new AppError('VALIDATION', `Invalid data in ${listed}${more}`, { fieldErrors });
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

interface ImportPlan {
  /** New partners, one per distinct partner in the file (a repeated row replaces the earlier one). */
  creates: ValidRow[];
  /** Existing partners by id, with the last row that matched each. */
  updates: Map<string, { current: PartnerRow; row: ValidRow; matchedBySlug: boolean }>;
  actionByRow: Map<number, RowAction>;
}

/**
 * Existing partners a row could match: by slug, or with the same ZIP (then compared on the whole key in
 * memory). The ZIP is the lookup because its btree probe is cheap; matching names in SQL would make
 * PostgreSQL probe the trigram index once per name (about 4 ms each: 20 s for a 5,000-row file).
 */
async function findExisting(tx: Transaction, rows: readonly ValidRow[]) {
  const slugs = [...new Set(rows.map((row) => row.slug).filter((slug): slug is string => slug !== null))];
  const zipCodes = [...new Set(rows.map((row) => row.input.zipCode))];
  const bySlug = new Map<string, PartnerRow>();
  for (const batch of chunks(slugs, LOOKUP_BATCH)) {
    for (const found of await tx.select().from(partners).where(inArray(partners.slug, batch)))
      bySlug.set(found.slug, found);
  }
  const byKey = new Map<string, PartnerRow>();
  for (const batch of chunks(zipCodes, LOOKUP_BATCH)) {
    for (const found of await tx.select().from(partners).where(inArray(partners.zipCode, batch))) {
      const key = partnerMatchKey(found.name, found.address, found.zipCode);
      if (!byKey.has(key)) byKey.set(key, found);
    }
  }
  return { bySlug, byKey };
}

async function planImport(tx: Transaction, rows: readonly ValidRow[]): Promise<ImportPlan> {
  const existing = await findExisting(tx, rows);
  const plan: ImportPlan = { creates: [], updates: new Map(), actionByRow: new Map() };
  /** Rows of this file already planned as creates, by `slug:` and `key:` (their index in plan.creates). */
  const createdInFile = new Map<string, number>();

  for (const row of rows) {
    const bySlug = row.slug !== null ? existing.bySlug.get(row.slug) : undefined;
    const match = bySlug ?? existing.byKey.get(row.key);
    if (match) {
      const previous = plan.updates.get(match.id);
      plan.updates.set(match.id, {
        current: match,
        row,
        matchedBySlug: bySlug !== undefined || (previous?.matchedBySlug ?? false),
      });
      plan.actionByRow.set(row.row, 'update');
      continue;
    }
    const earlier =
      (row.slug !== null ? createdInFile.get(`slug:${row.slug}`) : undefined) ?? createdInFile.get(`key:${row.key}`);
    if (earlier !== undefined) {
      plan.creates[earlier] = row;
    } else {
      plan.creates.push(row);
      createdInFile.set(`key:${row.key}`, plan.creates.length - 1);
      if (row.slug !== null) createdInFile.set(`slug:${row.slug}`, plan.creates.length - 1);
    }
    plan.actionByRow.set(row.row, 'create');
  }
  return plan;
}

/** The fields the row actually carried (after validation), so an update leaves absent columns alone. */
function fieldsPresentIn(row: ValidRow): Partial<PartnerInput> {
  return Object.fromEntries(
    Object.entries(row.input).filter(([key]) => Object.prototype.hasOwnProperty.call(row.raw, key)),
  ) as Partial<PartnerInput>;
}

async function writePlan(tx: Transaction, plan: ImportPlan, now: Date): Promise<void> {
  const createBase = (row: ValidRow) =>
    partnerSlugBase(row.input.name, row.input.city, locationColumns(row.input.city, row.input.state).state);
  const updateBases = [...plan.updates.values()].map(({ current, row }) => {
    const values = updatedPartnerColumns(current, fieldsPresentIn(row));
    return partnerSlugBase(values.name, values.city, values.state);
  });
  const allocator = await SlugAllocator.load(tx, [
    ...plan.creates.map(createBase),
    ...plan.creates.map((row) => row.slug).filter((slug): slug is string => slug !== null),
    ...updateBases,
  ]);

  const newRows: NewPartnerRow[] = plan.creates.map((row) => {
    const base = createBase(row);
    const slug = row.slug !== null ? allocator.takeExact(row.slug, base) : allocator.take(base);
    return newPartnerRow(row.input, slug, now);
  });
  for (const batch of chunks(newRows, INSERT_BATCH)) await tx.insert(partners).values(batch);

  const changed: PartnerRow[] = [];
  const slugChanges: SlugChange[] = [];
  for (const { current, row, matchedBySlug } of plan.updates.values()) {
    const values = updatedPartnerColumns(current, fieldsPresentIn(row));
    // A row that named the slug keeps it; otherwise the slug follows a new name, city or state.
    const slug = matchedBySlug ? current.slug : slugAfterEdit(allocator, current, values);
    const next: PartnerRow = { ...current, ...values, slug } as PartnerRow;
    // Re-importing an unchanged file leaves rows (and their versions) as they are.
    if (!differs(current, next)) continue;
    slugChanges.push({ partnerId: current.id, oldSlug: current.slug, newSlug: slug });
    changed.push({ ...next, updatedAt: nextVersion(current.updatedAt, now) });
  }
  await keepOldSlugsAsAliases(tx, slugChanges);
  await updatePartnerRows(tx, changed);
}

function differs(current: PartnerRow, next: PartnerRow): boolean {
  return (Object.keys(next) as (keyof PartnerRow)[]).some(
    (key) => JSON.stringify(current[key] ?? null) !== JSON.stringify(next[key] ?? null),
  );
}

/**
 * Imports (or, with `dryRun`, only checks) partner rows. A dry run reports every problem of every row and
 * what each valid row would do; a real import with any bad row refuses the whole batch, naming them all.
 */
export async function importPartners(
  db: Database,
  { partners: rawRows, dryRun = false }: { partners: readonly unknown[]; dryRun?: boolean },
  { now = new Date() }: { now?: Date } = {},
): Promise<PartnerImportResult> {
  const { valid, issues } = validateRows(rawRows);
  if (!dryRun && issues.length > 0) throw invalidImport(issues);

  return db.transaction(async (tx) => {
    if (!dryRun) await lockPartnerSlugs(tx);
    const plan = await planImport(tx, valid);
    const summary = { count: valid.length, created: plan.creates.length, updated: plan.updates.size };
    if (dryRun) {
      const actions = rawRows.map((_, index) => plan.actionByRow.get(index + 1) ?? null);
      return { ...summary, errors: issues, actions };
    }
    await writePlan(tx, plan, now);
    return summary;
  });
}
