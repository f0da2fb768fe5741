import { z } from '~/lib/zod';
import { findRegion } from '~/modules/geo/regions';

/*
 * FAQ schemas shared by the admin forms, the CSV upload and the server (spec §3, §5, §7). Imports zod and
 * the pure region list only.
 * The enums repeat faq.table.server.ts on purpose: this file must stay free of server code.
 */

export const FAQ_CATEGORIES = ['general', 'services', 'pricing', 'process', 'support'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export const FAQ_SCOPES = ['all', 'homepage', 'state', 'city', 'partner'] as const;
export type FaqScope = (typeof FAQ_SCOPES)[number];
/** The pages that ask for FAQs: every scope but `all`, which is the global set. */
export const FAQ_CONTEXTS = ['homepage', 'state', 'city', 'partner'] as const;
export type FaqContext = (typeof FAQ_CONTEXTS)[number];

/** A public FAQ item, as GET /api/faq returns it. */
export interface PublicFaq {
  id: string;
  question: string;
  answer: string;
  /** Canadian French, for the French pages: both or neither (null: the French pages show the English item). */
  questionFr: string | null;
  answerFr: string | null;
}

/** A partner an FAQ item targets, as the admin screen names it. */
export const faqTargetPartnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
});
export type FaqTargetPartner = z.output<typeof faqTargetPartnerSchema>;

/** A stored FAQ item as the admin API returns it (GET /api/admin/faq), inactive ones included. */
export const adminFaqSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  questionFr: z.string().nullable(),
  answerFr: z.string().nullable(),
  category: z.enum(FAQ_CATEGORIES),
  order: z.number(),
  appliesTo: z.enum(FAQ_SCOPES),
  targetStates: z.array(z.string()),
  targetCities: z.array(z.string()),
  targetPartners: z.array(z.string()),
  /**
   * The target partners that exist, in `targetPartners` order, with what the screen shows of them; an id
   * missing here names no partner (any more).
   */
  targetPartnerLabels: z.array(faqTargetPartnerSchema),
  isActive: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /** An update names it to detect a concurrent edit (design §3: stale → 409). */
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AdminFaq = z.output<typeof adminFaqSchema>;

/** Design §4: bulk calls name at most 2,000 ids; imports hold at most 5,000 rows. */
export const FAQ_BULK_MAX_IDS = 2000;
export const FAQ_IMPORT_MAX_ROWS = 5000;
export const FAQ_ORDER_MAX = 999;

const targetEntry = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} cannot contain an empty entry`)
    .max(200, `${label} entries must be at most 200 characters`)
    // Lists are typed and exported comma-separated (spec §2, §3): an entry holding a comma could not
    // survive the form or a CSV round trip, so it is refused rather than silently split later.
    .refine((entry) => !entry.includes(','), `${label} entries cannot contain a comma`);

const targetList = (label: string) =>
  z.array(targetEntry(label), { error: `${label} must be a list` }).max(500, `${label} can hold at most 500 entries`);

/** A French field left blank is no French text (null), so the French pages show the English item. */
const optionalFrench = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`)
      .nullable()
      .optional(),
  );

export const FRENCH_QUESTION_NEEDS_ANSWER = 'Add the French answer too, or leave both French fields empty';
export const FRENCH_ANSWER_NEEDS_QUESTION = 'Add the French question too, or leave both French fields empty';

/**
 * A French page shows an item in French only as a pair: a French question over an English answer would be
 * worse than the English item with its note. Checked when both fields are in the input (create, the form,
 * an upload row); an update naming one of them is checked against the stored item by the service.
 */
export function checkFrenchPair(value: { questionFr?: string | null; answerFr?: string | null }, ctx: z.RefinementCtx) {
  if (value.questionFr === undefined && value.answerFr === undefined) return;
  if (value.questionFr && !value.answerFr) {
    ctx.addIssue({ code: 'custom', path: ['answerFr'], message: FRENCH_QUESTION_NEEDS_ANSWER });
  }
  if (value.answerFr && !value.questionFr) {
    ctx.addIssue({ code: 'custom', path: ['questionFr'], message: FRENCH_ANSWER_NEEDS_QUESTION });
  }
}

/** Runs when the two French fields parsed, even if others failed: a form shows all its problems at once. */
const frenchPairParams: z.core.$ZodSuperRefineParams = {
  when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'questionFr' || issue.path?.[0] === 'answerFr'),
};

const faqFields = {
  question: z
    .string({ error: 'Question is required' })
    .trim()
    .min(1, 'Question is required')
    .max(500, 'Question must be at most 500 characters'),
  answer: z
    .string({ error: 'Answer is required' })
    .trim()
    .min(1, 'Answer is required')
    .max(10_000, 'Answer must be at most 10000 characters'),
  questionFr: optionalFrench('Question (French)', 500),
  answerFr: optionalFrench('Answer (French)', 10_000),
  category: z.enum(FAQ_CATEGORIES, { error: `Category must be one of ${FAQ_CATEGORIES.join(', ')}` }),
  order: z
    .number({ error: 'Order must be a number' })
    .int('Order must be a whole number')
    .min(0, 'Order must be between 0 and 999')
    .max(999, 'Order must be between 0 and 999'),
  appliesTo: z.enum(FAQ_SCOPES, { error: `Applies to must be one of ${FAQ_SCOPES.join(', ')}` }),
  // A state the directory does not know would never match a page: refused, named, rather than silently dead.
  targetStates: z
    .array(
      targetEntry('Target states').refine((entry) => entry === '' || findRegion(entry) !== undefined, {
        error: (issue) => `Target states must be US states or Canadian provinces, not "${String(issue.input)}"`,
      }),
      { error: 'Target states must be a list' },
    )
    .max(500, 'Target states can hold at most 500 entries'),
  targetCities: targetList('Target cities'),
  targetPartners: targetList('Target partners'),
  isActive: z.boolean({ error: 'Active must be true or false' }),
};

/** POST /api/admin/faq and CSV rows. Defaults per spec §3/§5. */
export const faqItemSchema = z
  .object({
    ...faqFields,
    category: faqFields.category.default('general'),
    order: faqFields.order.default(0),
    appliesTo: faqFields.appliesTo.default('all'),
    targetStates: faqFields.targetStates.default([]),
    targetCities: faqFields.targetCities.default([]),
    targetPartners: faqFields.targetPartners.default([]),
    isActive: faqFields.isActive.default(true),
  })
  .superRefine(checkFrenchPair, frenchPairParams);
export type FaqItemInput = z.output<typeof faqItemSchema>;

/** PUT /api/admin/faq/{id}: any subset; `updatedAt` (when sent) guards against a concurrent edit. */
export const faqItemUpdateSchema = z
  .object({ ...faqFields, updatedAt: z.iso.datetime({ offset: true, error: 'updatedAt must be an ISO date-time' }) })
  .partial()
  .superRefine((value, ctx) => {
    if (value.questionFr !== undefined && value.answerFr !== undefined) checkFrenchPair(value, ctx);
  }, frenchPairParams);
export type FaqItemUpdate = z.output<typeof faqItemUpdateSchema>;

/** Spec §5 FAQ bulk edit: category, order, appliesTo, targets, isActive; at least one field. */
export const faqBulkUpdateSchema = z
  .object({
    category: faqFields.category,
    order: faqFields.order,
    appliesTo: faqFields.appliesTo,
    targetStates: faqFields.targetStates,
    targetCities: faqFields.targetCities,
    targetPartners: faqFields.targetPartners,
    isActive: faqFields.isActive,
  })
  .partial()
  .refine((updates) => Object.values(updates).some((value) => value !== undefined), {
    message: 'Please select at least one field to update',
  });
export type FaqBulkUpdate = z.output<typeof faqBulkUpdateSchema>;

const faqId = z.uuid({ error: 'id must be a FAQ item id' });

/** PUT/DELETE /api/admin/faq/{id}: anything but a uuid is a 400, never a database error. */
export const faqIdParamsSchema = z.object({ id: faqId });

const faqIds = z
  .array(faqId, { error: 'ids must be a list of FAQ item ids' })
  .min(1, 'Select at least one FAQ item')
  .max(FAQ_BULK_MAX_IDS, `At most ${FAQ_BULK_MAX_IDS} FAQ items can be changed at once`)
  // A repeated id is still one item: counts and the "unknown ids" check stay honest.
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/** PATCH /api/admin/faq/bulk-edit {ids, updates} (spec §7). */
export const faqBulkEditRequestSchema = z.object({ ids: faqIds, updates: faqBulkUpdateSchema });
export type FaqBulkEditRequest = z.output<typeof faqBulkEditRequestSchema>;

/** DELETE /api/admin/faq/bulk-delete {ids} (not in the spec's table: the screen's bulk delete needs it). */
export const faqBulkDeleteRequestSchema = z.object({ ids: faqIds });

/**
 * POST /api/admin/faq/bulk {faqs[]} (spec §7). Rows stay unknown here: each is checked by
 * `parseFaqImportRows`, so the error can name its row.
 */
export const faqImportRequestSchema = z.object({
  faqs: z
    .array(z.unknown(), { error: 'faqs must be a list of FAQ items' })
    .min(1, 'Add at least one FAQ item')
    .max(FAQ_IMPORT_MAX_ROWS, `At most ${FAQ_IMPORT_MAX_ROWS} FAQ items can be uploaded at once`),
});

/** One problem of an uploaded row: rows counted from 1, the field as the form names it ('_' for the row). */
export interface FaqImportIssue {
  row: number;
  field: string;
  reason: string;
}

export type FaqImportResult =
  | {
      ok: true;
      rows: FaqItemInput[];
      /** Per row, the fields its file gave (the rest are defaults): an update writes only these. */
      given: ReadonlyArray<ReadonlySet<keyof FaqItemInput>>;
    }
  | { ok: false; issues: FaqImportIssue[]; message: string };

/** Problems spelled out in the message; `issues` lists them all. */
const MESSAGE_ISSUES = 10;

/** 'Invalid data in row 2: answer: Answer is required; row 3: ...' (spec §5's 'Invalid data in row N'). */
function invalidRowsMessage(issues: readonly FaqImportIssue[]): string {
  const listed = issues
    .slice(0, MESSAGE_ISSUES)
    .map(({ row, field, reason }) => `row ${row}: ${field === '_' ? '' : `${field}: `}${reason}`)
    .join('; ');
  const more = issues.length > MESSAGE_ISSUES ? ` ... and ${issues.length - MESSAGE_ISSUES} more` : '';
  return `Invalid data in ${listed}${more}`;
}

/**
 * The spec §5 upload defaults, then the same checks as a created item. Category, appliesTo and isActive
 * default through `faqItemSchema` (general, all, true); order defaults to the row index (clamped to the
 * 0-999 range). One exception to the appliesTo default: the upload template (spec §3) has target
 * columns but no appliesTo column, so a row that names targets without a scope targets them (city when
 * it names cities, else state, else partner) instead of becoming a global item that ignores them.
 * Rows are numbered from 1 (the first item; a CSV's header row is not counted). Every problem of every
 * row is reported at once, so the admin can fix the file in one go (the upload dialog runs this too).
 */
export function parseFaqImportRows(rows: readonly unknown[]): FaqImportResult {
  const parsed: FaqItemInput[] = [];
  const given: Set<keyof FaqItemInput>[] = [];
  const issues: FaqImportIssue[] = [];
  for (const [index, raw] of rows.entries()) {
    const row = index + 1;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      issues.push({ row, field: '_', reason: 'Each FAQ item must be an object' });
      continue;
    }
    // JSON null means "not given", so the defaults apply to it as to a missing key.
    const values = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== null)) as Record<
      string,
      unknown
    >;
    const result = faqItemSchema.safeParse({
      ...values,
      order: values.order ?? Math.min(index, FAQ_ORDER_MAX),
      appliesTo: values.appliesTo ?? inferredScope(values),
    });
    if (!result.success) {
      for (const [field, reason] of Object.entries(toFieldErrorsOf(result.error))) issues.push({ row, field, reason });
      continue;
    }
    parsed.push(result.data);
    given.push(new Set(Object.keys(values).filter((key) => key in result.data)) as Set<keyof FaqItemInput>);
  }
  if (issues.length > 0) return { ok: false, issues, message: invalidRowsMessage(issues) };
  return { ok: true, rows: parsed, given };
}

/**
 * What makes two FAQ items the same item for an upload (docs/decisions/012): the question (case and runs of
 * spaces ignored) shown in the same place, i.e. the same scope and the same targets (in any order and case;
 * states in any spelling, 'TX' = 'Texas'). Answer, category, order and status are what an upload may change.
 */
export function faqMatchKey(
  item: Pick<FaqItemInput, 'question' | 'appliesTo' | 'targetStates' | 'targetCities' | 'targetPartners'>,
): string {
  const text = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  const list = (values: readonly string[], key: (value: string) => string = text) =>
    [...new Set(values.map(key))].sort().join('\u0001');
  const state = (value: string) => findRegion(value)?.slug ?? text(value);
  return [
    text(item.question),
    item.appliesTo,
    list(item.targetStates, state),
    list(item.targetCities),
    list(item.targetPartners),
  ].join('\u0000');
}

function inferredScope(values: Record<string, unknown>): FaqScope | undefined {
  const named = (list: unknown) => Array.isArray(list) && list.length > 0;
  if (named(values.targetCities)) return 'city';
  if (named(values.targetStates)) return 'state';
  if (named(values.targetPartners)) return 'partner';
  return undefined;
}

/** Field errors of a row, keyed like the form fields (`targetStates.1` reads as `targetStates`). */
function toFieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/*
 * The create/edit form (spec §2): the same `faqItemSchema` behind form-friendly inputs. Target lists are
 * typed comma-separated (trimmed, empty entries dropped); Display Order is a number field whose
 * non-numeric text becomes 0 (spec §5).
 */

/** 'Texas, , new york ' → ['Texas', 'new york']. */
export function splitTargetList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** Display Order text → number: blank or non-numeric → 0 (spec §5); a number outside 0-999 stays, to be refused. */
export function orderFromText(text: string): number {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) ? 0 : value;
}

/** What the create/edit form holds: the numbers and lists as typed. */
export interface FaqFormValues {
  question: string;
  answer: string;
  questionFr: string;
  answerFr: string;
  category: FaqCategory;
  order: string;
  appliesTo: FaqScope;
  targetStates: string;
  targetCities: string;
  targetPartners: string;
  isActive: boolean;
}

export function faqFormToInput(form: FaqFormValues) {
  return {
    ...form,
    order: orderFromText(form.order),
    targetStates: splitTargetList(form.targetStates),
    targetCities: splitTargetList(form.targetCities),
    targetPartners: splitTargetList(form.targetPartners),
  };
}

/** The form's values through the server's schema. */
export const faqFormSchema = z.preprocess((form) => faqFormToInput(form as FaqFormValues), faqItemSchema);

/** A query parameter sent empty (`?state=`) counts as absent. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const optionalQueryText = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be a single value` })
      .trim()
      .max(200, `${label} must be at most 200 characters`)
      .optional(),
  );

/**
 * GET /api/faq query (spec §7). The category is honoured only when no context is given, and then
 * defaults to 'general'; with a context the page gets the global items plus its own targeted ones.
 */
export const publicFaqQuerySchema = z.object({
  context: z.preprocess(
    blankToUndefined,
    z.enum(FAQ_CONTEXTS, { error: `context must be one of ${FAQ_CONTEXTS.join(', ')}` }).optional(),
  ),
  category: z.preprocess(
    blankToUndefined,
    z.enum(FAQ_CATEGORIES, { error: `category must be one of ${FAQ_CATEGORIES.join(', ')}` }).optional(),
  ),
  state: optionalQueryText('state'),
  city: optionalQueryText('city'),
  partnerId: optionalQueryText('partnerId'),
});
export type PublicFaqQuery = z.output<typeof publicFaqQuerySchema>;
