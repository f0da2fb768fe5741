import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, faqItemSchema } from '~/modules/faq/faq.schema';
import { findRegion } from '~/modules/geo/regions';
import { DEMO_CITIES } from './demo-cities';
import { generateDemoFaqItems } from './demo-faq';
import { generateDemoPartners } from './demo-partners';

const { partners } = generateDemoPartners();
const items = generateDemoFaqItems(partners);

describe('generateDemoFaqItems', () => {
  it('offers a starter set that the admin FAQ form would accept', () => {
    expect(items.length).toBeGreaterThanOrEqual(15);
    for (const item of items) {
      const result = faqItemSchema.safeParse({ ...item, isActive: true });
      expect(result.error?.issues ?? [], item.question).toEqual([]);
    }
    expect(new Set(items.map((item) => item.question)).size).toBe(items.length);
  });

  it('gives some items in French, each as a pair, every one naming a real item', () => {
    const french = items.filter((item) => item.questionFr !== null);
    expect(french.length).toBeGreaterThanOrEqual(5);
    for (const item of french) expect(item.answerFr, item.question).toBeTruthy();
    expect(items.some((item) => item.appliesTo === 'all' && item.questionFr === null)).toBe(true);
  });

  it('answers global questions in every category', () => {
    for (const category of FAQ_CATEGORIES) {
      expect(items.filter((item) => item.appliesTo === 'all' && item.category === category).length).toBeGreaterThan(0);
    }
  });

  it('has items for the home page, states, cities and a partner', () => {
    for (const scope of ['homepage', 'state', 'city', 'partner'] as const) {
      expect(items.some((item) => item.appliesTo === scope)).toBe(true);
    }
  });

  it('targets real places and real active partners', () => {
    for (const item of items.filter((item) => item.appliesTo === 'state')) {
      expect(item.targetStates.length).toBeGreaterThan(0);
      for (const state of item.targetStates) expect(findRegion(state)?.name).toBe(state);
    }
    const cityNames = new Set(DEMO_CITIES.map((city) => city.name));
    for (const item of items.filter((item) => item.appliesTo === 'city')) {
      expect(item.targetCities.length).toBeGreaterThan(0);
      for (const city of item.targetCities) expect(cityNames).toContain(city);
    }
    const activeIds = new Set(partners.filter((partner) => partner.isActive).map((partner) => partner.id));
    for (const item of items.filter((item) => item.appliesTo === 'partner')) {
      expect(item.targetPartners.length).toBeGreaterThan(0);
      for (const id of item.targetPartners) expect(activeIds.has(id)).toBe(true);
    }
  });

  it('speaks of the stones modestly and names no brand', () => {
    const text = items.map((item) => `${item.question} ${item.answer}`).join(' ');
    expect(text).toMatch(/40 and 60 stones/);
    expect(text).not.toMatch(/lorem|ipsum|TODO|guarantee|®|™/i);
  });
});
