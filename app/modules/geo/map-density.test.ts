import { describe, expect, it } from 'vitest';
import { densityBounds, densityLabels, densityStep } from './map-density';

describe('densityBounds', () => {
  it('splits the regions with partners at their quartiles, rounded down to round numbers', () => {
    const counts = [0, 0, 2, 4, 8, 12, 18, 24, 37, 52, 75, 123, 140, 210];
    // 12 regions with partners: quartiles at the 4th, 7th and 10th smallest (12, 37, 123).
    expect(densityBounds(counts)).toEqual([1, 10, 35, 100]);
  });

  it('gives fewer steps when the counts are alike, and one step without any partner', () => {
    expect(densityBounds([3, 3, 3, 3])).toEqual([1, 3]);
    expect(densityBounds([1, 1, 1])).toEqual([1]);
    expect(densityBounds([0, 0])).toEqual([1]);
  });
});

describe('densityStep', () => {
  const bounds = [1, 10, 35, 100];
  it('puts a count in the step whose bound it reaches', () => {
    expect([0, 1, 9, 10, 34, 35, 99, 100, 5000].map((count) => densityStep(count, bounds))).toEqual([
      -1, 0, 0, 1, 1, 2, 2, 3, 3,
    ]);
  });
});

describe('densityLabels', () => {
  it('names each step by its range, the last open-ended', () => {
    expect(densityLabels([1, 10, 35, 100])).toEqual(['1\u20139', '10\u201334', '35\u201399', '100+']);
    expect(densityLabels([1, 2, 5])).toEqual(['1', '2\u20134', '5+']);
  });
});
