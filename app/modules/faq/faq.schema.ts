import { z } from 'zod';

/*
 * FAQ schemas shared by the admin forms, the CSV upload and the server (spec §3, §5, §7). Imports zod only.
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
}

const targetList = (label: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, `${label} cannot contain an empty entry`)
        .max(200, `${label} entries must be at most 200 characters`),
      {
        error: `${label} must be a list`,
      },
    )
    .max(500, `${label} can hold at most 500 entries`);

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
  category: z.enum(FAQ_CATEGORIES, { error: `Category must be one of ${FAQ_CATEGORIES.join(', ')}` }),
  order: z
    .number({ error: 'Order must be a number' })
    .int('Order must be a whole number')
    .min(0, 'Order must be between 0 and 999')
    .max(999, 'Order must be between 0 and 999'),
  appliesTo: z.enum(FAQ_SCOPES, { error: `Applies to must be one of ${FAQ_SCOPES.join(', ')}` }),
  targetStates: targetList('Target states'),
  targetCities: targetList('Target cities'),
  targetPartners: targetList('Target partners'),
  isActive: z.boolean({ error: 'Active must be true or false' }),
};

/** POST /api/admin/faq and CSV rows. Defaults per spec §3/§5. */
export const faqItemSchema = z.object({
  ...faqFields,
  category: faqFields.category.default('general'),
  order: faqFields.order.default(0),
  appliesTo: faqFields.appliesTo.default('all'),
  targetStates: faqFields.targetStates.default([]),
  targetCities: faqFields.targetCities.default([]),
  targetPartners: faqFields.targetPartners.default([]),
  isActive: faqFields.isActive.default(true),
});
export type FaqItemInput = z.output<typeof faqItemSchema>;

/** PUT /api/admin/faq/{id}: any subset; `updatedAt` (when sent) guards against a concurrent edit. */
export const faqItemUpdateSchema = z
  .object({ ...faqFields, updatedAt: z.iso.datetime({ offset: true, error: 'updatedAt must be an ISO date-time' }) })
  .partial();
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
