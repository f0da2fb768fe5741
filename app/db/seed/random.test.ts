import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 20 }, () => random.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    for (const value of draw(1)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('draws integers within bounds, both ends included', () => {
    const random = createRandom(5);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('draws in proportion to weights', () => {
    const random = createRandom(9);
    const cumulative = [1, 4]; // weights 1 and 3
    const draws = Array.from({ length: 4000 }, () => random.weightedIndex(cumulative));
    expect(draws.filter((index) => index === 1).length / draws.length).toBeCloseTo(0.75, 1);
  });

  it('samples distinct items and makes version-4 uuids', () => {
    const random = createRandom(3);
    const sample = random.sample([1, 2, 3, 4, 5, 6, 7, 8], 5);
    expect(new Set(sample).size).toBe(5);
    expect(random.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
