import { type AdminFaq, FAQ_CATEGORIES, type FaqCategory, type FaqScope } from './faq.schema';

/** Spec §2: the scope badge of an item card. */
export const FAQ_SCOPE_LABELS: Record<FaqScope, string> = {
  all: 'Global',
  homepage: 'Homepage',
  state: 'State-specific',
  city: 'City-specific',
  partner: 'Partner-specific',
};

/**
 * The screen's search (spec §2): case-insensitive containment in the question, answer (in either
 * language), category or a location (a target state or city). A blank query matches everything.
 */
export function matchesFaqSearch(item: AdminFaq, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [
    item.question,
    item.answer,
    item.questionFr ?? '',
    item.answerFr ?? '',
    item.category,
    ...item.targetStates,
    ...item.targetCities,
    ...item.targetPartnerLabels.map((partner) => partner.name),
  ].some((text) => text.toLowerCase().includes(needle));
}

/** One list per category, every category present (an empty one shows its own message), by display order. */
export function groupFaqsByCategory(items: readonly AdminFaq[]): Record<FaqCategory, AdminFaq[]> {
  const groups = Object.fromEntries(FAQ_CATEGORIES.map((category) => [category, [] as AdminFaq[]])) as Record<
    FaqCategory,
    AdminFaq[]
  >;
  for (const item of items) groups[item.category].push(item);
  for (const category of FAQ_CATEGORIES) {
    groups[category].sort((a, b) => a.order - b.order || a.createdAt.localeCompare(b.createdAt));
  }
  return groups;
}
