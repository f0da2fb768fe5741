import { asc, eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { slugify } from '~/lib/slug';
import { findRegion } from '~/modules/geo/regions';
import { FAQ_CATEGORIES, type FaqCategory, type FaqContext, type PublicFaq } from './faq.schema';
import { type FaqRow, faqItems } from './faq.table.server';

export interface ListPublicFaqsOptions {
  context?: FaqContext;
  category?: FaqCategory;
  /** A state or province as a name, slug or abbreviation ("New York", "new-york", "NY"). */
  state?: string;
  /** A city as a name or slug. */
  city?: string;
  partnerId?: string;
  /**
   * The public content revision the request reads at (the load context's `contentRevision`): the active
   * items are then read once per revision and process, not once per page.
   */
  contentRevision?: number;
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
  const inScope = options.context
    ? (item: FaqRow) => item.appliesTo === 'all' || item.appliesTo === options.context
    : (item: FaqRow) => item.appliesTo === 'all' && item.category === (options.category ?? 'general');
  // The FAQ set is small (hundreds of items): scope and target matching by name-or-slug happen here.
  return (await activeItems(db, options.contentRevision))
    .filter((item) => inScope(item) && appliesToPage(item, options))
    .map(publicFaq);
}

function publicFaq(item: FaqRow): PublicFaq {
  return {
    id: item.id,
    question: item.question,
    answer: item.answer,
    questionFr: item.questionFr,
    answerFr: item.answerFr,
  };
}

// Async: a Drizzle query is a lazy thenable that runs again at every await; the kept copy must be a promise.
async function readActiveItems(db: Database): Promise<FaqRow[]> {
  return db
    .select()
    .from(faqItems)
    .where(eq(faqItems.isActive, true))
    .orderBy(asc(faqItems.order), asc(faqItems.createdAt), asc(faqItems.id));
}

/**
 * Every page shows FAQ items: kept per public content revision (which any FAQ write moves on), so a page
 * render runs no FAQ query. A copy read at a later revision serves an earlier one too (it is newer).
 */
const itemsPerRevision = new WeakMap<Database, { revision: number; items: Promise<FaqRow[]> }>();
function activeItems(db: Database, revision: number | undefined): Promise<FaqRow[]> {
  if (revision === undefined) return readActiveItems(db);
  const kept = itemsPerRevision.get(db);
  if (kept && kept.revision >= revision) return kept.items;
  const fresh = { revision, items: readActiveItems(db) };
  itemsPerRevision.set(db, fresh);
  fresh.items.catch(() => {
    if (itemsPerRevision.get(db) === fresh) itemsPerRevision.delete(db);
  });
  return fresh.items;
}

/** One category of the directory's FAQ page, in the order of FAQ_CATEGORIES. */
export interface FaqPageSection {
  category: FaqCategory;
  items: PublicFaq[];
}

/**
 * The directory's own FAQ page (/faq): the items shown site-wide and on the home page, every category,
 * grouped by category in FAQ_CATEGORIES order; categories without items are left out.
 */
export async function listFaqPageSections(
  db: Database,
  options: Pick<ListPublicFaqsOptions, 'contentRevision'> = {},
): Promise<FaqPageSection[]> {
  const items = (await activeItems(db, options.contentRevision)).filter(
    (item) => item.appliesTo === 'all' || item.appliesTo === 'homepage',
  );
  return FAQ_CATEGORIES.map((category) => ({
    category,
    items: items.filter((item) => item.category === category).map(publicFaq),
  })).filter((section) => section.items.length > 0);
}
