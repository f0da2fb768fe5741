import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import { toFieldErrors } from '~/lib/validation';
import { formatOfficeDateTime } from '~/modules/i18n/format';
import {
  type AdminActor,
  diffRecords,
  recordAdminChange,
  type RecordedChange,
  valuesInTrash,
} from '~/modules/audit/audit.server';
import { importRowChanges } from './partner-import-changes';
import { createdChange, PARTNER_ENTITY, updatedChange } from './partner-history.service.server';
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
  partnerWriteProblem,
  priceCheckedOnAfter,
  updatedPartnerColumns,
  updatePartnerRows,
} from './partner-write.server';
import {
  importRowIdentitySchema,
  type PartnerImportResult,
  type PartnerImportRowIssue,
  type PartnerInput,
  partnerInputSchema,
} from './partner.schema';
import { type NewPartnerRow, partnerAliases, type PartnerRow, partners } from './partner.table';

/*
 * POST /api/admin/partners/bulk (spec §5 "Partner CSV import", design §4): every row validated by the
 * partner schema, one transaction; any bad row refuses the file with every problem of every row named
 * ('Invalid data in row N: {field}: {reason}; row M: ...') and nothing written. Importing the same rows again creates no duplicates: a row updates the existing
 * partner with the same slug (when the row gives one) or the same name, address and ZIP (case and spacing
 * ignored). Within one file, a repeated partner is written once, the last row winning. A row carrying the
 * `lastUpdated` of an export is refused if its partner changed after it (decision 045), and a row whose
 * state or province is not the one of its postal code is refused too (decision 048).
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
  /** The version of the partner the row was exported from, when the file says. */
  lastUpdated: string | null;
  key: string;
}

type RowAction = NonNullable<NonNullable<PartnerImportResult['actions']>[number]>;

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
    const identity = importRowIdentitySchema.safeParse(raw);
    if (!parsed.success) issues.push(...rowIssues(row, parsed.error));
    if (!identity.success) issues.push(...rowIssues(row, identity.error));
    if (!parsed.success || !identity.success) return;
    const input = parsed.data;
    valid.push({
      row,
      raw: raw as Record<string, unknown>,
      input,
      slug: identity.data.slug ?? null,
      lastUpdated: identity.data.lastUpdated ?? null,
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

interface MatchedRow {
  current: PartnerRow;
  row: ValidRow;
  matchedBySlug: boolean;
}

interface PlannedUpdate extends MatchedRow {
  /** The partner's columns once the row is applied, worked out once for the plan and the write. */
  values: ReturnType<typeof updatedPartnerColumns>;
}

interface ImportPlan {
  /** New partners, one per distinct partner in the file (a repeated row replaces the earlier one). */
  creates: ValidRow[];
  /** Existing partners the file changes, by id, with the last row that matched each. */
  updates: Map<string, PlannedUpdate>;
  /** Existing partners the file matches but leaves as they are. */
  unchanged: number;
  /**
   * Rows refused once the directory is read: edited from an older export, a second row with a slug, or a state
   * its postal code contradicts (checked here, where an update row is merged with the partner it moves).
   */
  rejected: PartnerImportRowIssue[];
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
    // A slug the partner had before a rename (kept as an alias) still names it: the file predates the rename.
    const aliased = await tx
      .select({ aliasId: partnerAliases.aliasId, partner: partners })
      .from(partnerAliases)
      .innerJoin(partners, eq(partners.id, partnerAliases.partnerId))
      .where(inArray(partnerAliases.aliasId, batch));
    for (const { aliasId, partner } of aliased) if (!bySlug.has(aliasId)) bySlug.set(aliasId, partner);
  }
  const byKey = new Map<string, PartnerRow>();
  for (const batch of chunks(zipCodes, LOOKUP_BATCH)) {
    for (const found of await tx.select().from(partners).where(inArray(partners.zipCode, batch))) {
      const key = partnerMatchKey(found.name, found.address, found.zipCode);
      if (!byKey.has(key)) byKey.set(key, found);
    }
  }
  const trashedSlugs = await valuesInTrash(tx, {
    entityType: PARTNER_ENTITY,
    field: 'slug',
    values: slugs.filter((slug) => !bySlug.has(slug)),
  });
  return { bySlug, byKey, trashedSlugs };
}

/**
 * The partner changed after the version the row was exported from, compared at the precision the cell kept
 * (a spreadsheet may drop the milliseconds, or write them as .000).
 */
function changedSince(current: PartnerRow, lastUpdated: string): boolean {
  const exported = Date.parse(lastUpdated);
  const precision = exported % 1000 === 0 ? 1000 : 1;
  return Math.floor(current.updatedAt.getTime() / precision) > Math.floor(exported / precision);
}

/** 'Changed on Nov 28, 2026, 9:05 AM EST, after this file was exported: …' */
function staleRowIssue(row: ValidRow, current: PartnerRow): PartnerImportRowIssue {
  return {
    row: row.row,
    field: 'lastUpdated',
    message: `Changed on ${formatOfficeDateTime(current.updatedAt)}, after this file was exported: export again and redo this row, or empty its lastUpdated cell to overwrite that change`,
  };
}

async function planImport(tx: Transaction, rows: readonly ValidRow[], now: Date): Promise<ImportPlan> {
  const existing = await findExisting(tx, rows);
  const plan: ImportPlan = { creates: [], updates: new Map(), unchanged: 0, rejected: [], actionByRow: new Map() };
  /** Rows of this file already planned as creates, by `slug:` and `key:` (their index in plan.creates). */
  const createdInFile = new Map<string, number>();

  /** Existing partners by id, with the last row that matched each. */
  const matched = new Map<string, MatchedRow>();
  /** The row that named each slug first: a second row with it is a copied row, not the same partner again. */
  const rowOfSlug = new Map<string, number>();
  for (const row of rows) {
    if (row.slug !== null) {
      const first = rowOfSlug.get(row.slug);
      if (first === undefined) rowOfSlug.set(row.slug, row.row);
      const refusal =
        first !== undefined
          ? `Row ${first} has the same slug: empty this cell to add a new partner, or keep one row per partner`
          : existing.trashedSlugs.has(row.slug)
            ? 'This partner is in the Trash: restore it there first, or empty this cell to add a new partner'
            : null;
      if (refusal) {
        plan.rejected.push({ row: row.row, field: 'slug', message: refusal });
        continue;
      }
    }
    const bySlug = row.slug !== null ? existing.bySlug.get(row.slug) : undefined;
    const match = bySlug ?? existing.byKey.get(row.key);
    if (match && row.lastUpdated !== null && changedSince(match, row.lastUpdated)) {
      plan.rejected.push(staleRowIssue(row, match));
      continue;
    }
    if (match) {
      const previous = matched.get(match.id);
      matched.set(match.id, {
        current: match,
        row,
        matchedBySlug: bySlug !== undefined || (previous?.matchedBySlug ?? false),
      });
      plan.actionByRow.set(row.row, 'update');
      continue;
    }
    const broken = partnerWriteProblem(null, row.input);
    if (broken) {
      plan.rejected.push({ row: row.row, ...broken });
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
  for (const [id, match] of matched) {
    const fields = fieldsPresentIn(match.row);
    const values = updatedPartnerColumns(match.current, {
      ...fields,
      ...priceCheckedOnAfter(match.current, fields, now),
    });
    // As in the form: only what the row changes is held to the rules.
    const broken = partnerWriteProblem(match.current, values);
    if (broken) {
      plan.rejected.push({ row: match.row.row, ...broken });
      plan.actionByRow.delete(match.row.row);
      continue;
    }
    if (differs(match.current, { ...match.current, ...values })) {
      plan.updates.set(id, { ...match, values });
    } else {
      plan.unchanged += 1;
      plan.actionByRow.set(match.row.row, 'unchanged');
    }
  }
  return plan;
}

/** The fields the row actually carried (after validation), so an update leaves absent columns alone. */
function fieldsPresentIn(row: ValidRow): Partial<PartnerInput> {
  return Object.fromEntries(
    Object.entries(row.input).filter(([key]) => Object.prototype.hasOwnProperty.call(row.raw, key)),
  ) as Partial<PartnerInput>;
}

/** Writes the plan; returns each partner's recorded change. */
async function writePlan(tx: Transaction, plan: ImportPlan, now: Date): Promise<RecordedChange[]> {
  const createBase = (row: ValidRow) =>
    partnerSlugBase(row.input.name, row.input.city, locationColumns(row.input.city, row.input.state).state);
  const updateBases = [...plan.updates.values()].map(({ values }) =>
    partnerSlugBase(values.name, values.city, values.state),
  );
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
  const recorded: RecordedChange[] = [];
  for (const batch of chunks(newRows, INSERT_BATCH)) {
    for (const row of await tx.insert(partners).values(batch).returning()) recorded.push(createdChange(row));
  }

  const changed: PartnerRow[] = [];
  const slugChanges: SlugChange[] = [];
  for (const { current, values, matchedBySlug } of plan.updates.values()) {
    // A row that named the slug keeps it; otherwise the slug follows a new name, city or state.
    const slug = matchedBySlug ? current.slug : slugAfterEdit(allocator, current, values);
    const next: PartnerRow = { ...current, ...values, slug } as PartnerRow;
    // Re-importing an unchanged file leaves rows (and their versions) as they are.
    if (!differs(current, next)) continue;
    slugChanges.push({ partnerId: current.id, oldSlug: current.slug, newSlug: slug });
    const written = { ...next, updatedAt: nextVersion(current.updatedAt, now) };
    changed.push(written);
    recorded.push(updatedChange(current, written));
  }
  await keepOldSlugsAsAliases(tx, slugChanges);
  await updatePartnerRows(tx, changed);
  return recorded;
}

function differs(current: PartnerRow, next: PartnerRow): boolean {
  return (Object.keys(next) as (keyof PartnerRow)[]).some(
    (key) => JSON.stringify(current[key] ?? null) !== JSON.stringify(next[key] ?? null),
  );
}

/**
 * What each updating row changes, from the same merged values the write uses; the row that wins for a
 * partner carries its changes. The slug is chosen at write time and the history shows it then.
 */
function plannedChanges(plan: ImportPlan, rowCount: number): PartnerImportResult['changes'] {
  const changes = Array.from({ length: rowCount }, (): NonNullable<PartnerImportResult['changes']>[number] => []);
  for (const { current, row, values } of plan.updates.values()) {
    const diff = diffRecords(current, { ...current, ...values });
    if (diff) changes[row.row - 1] = importRowChanges(diff.before, diff.after);
  }
  return changes;
}

/**
 * Imports (or, with `dryRun`, only checks) partner rows. A dry run reports every problem of every row and
 * what each valid row would do; a real import with any bad row refuses the whole batch, naming them all.
 */
export async function importPartners(
  db: Database,
  { partners: rawRows, dryRun = false }: { partners: readonly unknown[]; dryRun?: boolean },
  { actor, now = new Date() }: { actor: AdminActor; now?: Date },
): Promise<PartnerImportResult> {
  const { valid, issues } = validateRows(rawRows);
  if (!dryRun && issues.length > 0) throw invalidImport(issues);

  return db.transaction(async (tx) => {
    if (!dryRun) await lockPartnerSlugs(tx);
    const plan = await planImport(tx, valid, now);
    if (!dryRun && plan.rejected.length > 0) throw invalidImport(plan.rejected);
    const summary = {
      count: valid.length - plan.rejected.length,
      created: plan.creates.length,
      updated: plan.updates.size,
      unchanged: plan.unchanged,
    };
    if (dryRun) {
      const actions = rawRows.map((_, index) => plan.actionByRow.get(index + 1) ?? null);
      // Sorted by row, each row's problems keeping their field order.
      const errors = [...issues, ...plan.rejected].sort((a, b) => a.row - b.row);
      return { ...summary, errors, actions, changes: plannedChanges(plan, rawRows.length) };
    }
    const changes = await writePlan(tx, plan, now);
    const created = changes.filter((change) => change.kind === 'create').length;
    await recordAdminChange(tx, {
      actor,
      action: 'import',
      entityType: PARTNER_ENTITY,
      summary: `CSV import of ${valid.length} row${valid.length === 1 ? '' : 's'}: ${created} created, ${changes.length - created} updated`,
      at: now,
      changes,
    });
    return summary;
  });
}
