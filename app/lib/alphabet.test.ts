import { describe, expect, it } from 'vitest';
import { groupByInitial, initialOf } from './alphabet';

describe('initialOf', () => {
  it('files a name under its first letter, accents and case folded', () => {
    expect(initialOf('austin')).toBe('A');
    expect(initialOf('Île-Perrot')).toBe('I');
    expect(initialOf('  Évis')).toBe('E');
  });
  it("files names that do not start with a letter under '#'", () => {
    expect(initialOf('100 Mile House')).toBe('#');
    expect(initialOf("'s-Hertogenbosch")).toBe('#');
    expect(initialOf('')).toBe('#');
  });
});

describe('groupByInitial', () => {
  it('groups in alphabetical order, keeps the given order inside a group, puts # last', () => {
    const cities = ['Dallas', '29 Palms', 'Austin', 'Denton', 'Abilene', 'Éloy'];
    expect(groupByInitial(cities, (city) => city)).toEqual([
      { letter: 'A', items: ['Austin', 'Abilene'] },
      { letter: 'D', items: ['Dallas', 'Denton'] },
      { letter: 'E', items: ['Éloy'] },
      { letter: '#', items: ['29 Palms'] },
    ]);
  });
  it('gives no group for an empty list', () => {
    expect(groupByInitial([], String)).toEqual([]);
  });
});
