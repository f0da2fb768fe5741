import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { slugify } from '~/lib/slug';
import { findRegion } from '~/modules/geo/regions';
import type { FaqCategory, FaqContext, PublicFaq } from './faq.schema';
import { type FaqRow, faqItems } from './faq.table.server';

export interface ListPublicFaqsOptions {
  context?: FaqContext;
  category?: FaqCategory;
  /** A state or province as a name, slug or abbreviation ("New York", "new-york", "NY"). */
  state?: string;
  /** A city as a name or slug. */
  city?: string;
  partnerId?: string;
}

/** States compare by region (so "NY", "new york" and "new-york" agree); anything else by slug. */
const stateKey = (value: string) => findRegion(value)?.slug ?? slugify(value);
const cityKey = (value: string) => slugify(value);

/** An empty target list means "every one of that scope"; otherwise the page's place must be listed. */
function targets(list: string[], value: string | undefined, key: (value: string) => string): boolean {
  if (list.length === 0) return true;
  if (value === undefined) return false;
  const wanted = key(value);
  return list.some((entry) => key(entry) === wanted);
}

function appliesToPage(item: FaqRow, options: ListPublicFaqsOptions): boolean {
  switch (item.appliesTo) {
    case 'all':
    case 'homepage':
      return true;
    case 'state':
      return targets(item.targetStates, options.state, stateKey);
    case 'city':
      // A city item may also name states, to tell apart Portland, Oregon from Portland, Maine.
      return targets(item.targetCities, options.city, cityKey) && targets(item.targetStates, options.state, stateKey);
    case 'partner':
      return targets(item.targetPartners, options.partnerId, (value) => value.trim().toLowerCase());
  }
}

/**
 * The FAQ block of a page (spec §7 GET /api/faq): active items, by display order then age. Without a
 * context: the global items of one category (default 'general'). With a context: the global items of
 * every category plus the items of that context that target this page's state, city or partner.
 */
export async function listPublicFaqs(db: Database, options: ListPublicFaqsOptions = {}): Promise<PublicFaq[]> {
  const scope = options.context
    ? inArray(faqItems.appliesTo, ['all', options.context])
    : and(eq(faqItems.appliesTo, 'all'), eq(faqItems.category, options.category ?? 'general'));
  // The FAQ set is small (hundreds of items): target matching by name-or-slug happens here, not in SQL.
  const rows = await db
    .select()
    .from(faqItems)
    .where(and(eq(faqItems.isActive, true), scope))
    .orderBy(asc(faqItems.order), asc(faqItems.createdAt), asc(faqItems.id));
  return rows
    .filter((item) => appliesToPage(item, options))
    .map((item) => ({ id: item.id, question: item.question, answer: item.answer }));
}
