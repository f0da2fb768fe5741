import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const faqCategories = ['general', 'services', 'pricing', 'process', 'support'] as const;
export const faqScopes = ['all', 'homepage', 'state', 'city', 'partner'] as const;

export const faqItems = pgTable(
  'faq_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    // Canadian French, for the French pages: both or neither (without them the English item is shown).
    questionFr: text('question_fr'),
    answerFr: text('answer_fr'),
    category: text('category', { enum: faqCategories }).notNull().default('general'),
    order: integer('display_order').notNull().default(0),
    appliesTo: text('applies_to', { enum: faqScopes }).notNull().default('all'),
    targetStates: text('target_states')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    targetCities: text('target_cities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    targetPartners: text('target_partners')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('faq_items_scope_idx').on(table.appliesTo, table.isActive, table.order)],
);

export type FaqRow = typeof faqItems.$inferSelect;
