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

  it('answers every question of the directory itself in French too; a partner’s own items stay English', () => {
    for (const item of items.filter((item) => item.appliesTo !== 'partner')) {
      expect(item.questionFr, item.question).toBeTruthy();
      expect(item.answerFr, item.question).toBeTruthy();
    }
    // A French partner page then shows them with its note that they exist only in English.
    expect(items.some((item) => item.appliesTo === 'partner' && item.questionFr === null)).toBe(true);
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
