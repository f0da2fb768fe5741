import { describe, expect, it } from 'vitest';
import { groupFaqsByCategory, matchesFaqSearch } from './faq-admin-view';
import type { AdminFaq } from './faq.schema';

const item = (overrides: Partial<AdminFaq>): AdminFaq => ({
  id: overrides.question ?? 'id',
  question: 'How are stones made?',
  answer: 'Carefully.',
  questionFr: null,
  answerFr: null,
  category: 'general',
  order: 0,
  appliesTo: 'all',
  targetStates: [],
  targetCities: [],
  targetPartners: [],
  targetPartnerLabels: [],
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('matchesFaqSearch (spec §2: question, answer, category or location)', () => {
  const texan = item({
    question: 'Pricing in Texas?',
    category: 'pricing',
    targetStates: ['Texas'],
    targetCities: ['Austin'],
  });
  it.each([
    ['', true],
    ['  ', true],
    ['PRICING', true],
    ['carefully', true],
    ['austin', true],
    ['texas', true],
    ['houston', false],
  ])('%j → %s', (query, expected) => {
    expect(matchesFaqSearch(texan, query)).toBe(expected);
  });
});

describe('groupFaqsByCategory', () => {
  it('has every category, each sorted by display order', () => {
    const groups = groupFaqsByCategory([
      item({ question: 'g2', order: 2 }),
      item({ question: 'p0', category: 'pricing', order: 0 }),
      item({ question: 'g1', order: 1 }),
    ]);
    expect(Object.keys(groups)).toEqual(['general', 'services', 'pricing', 'process', 'support']);
    expect(groups.general.map((faq) => faq.question)).toEqual(['g1', 'g2']);
    expect(groups.services).toEqual([]);
  });
});
