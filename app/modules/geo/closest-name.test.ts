import { describe, expect, it } from 'vitest';
import { closestName, editDistance } from './closest-name';
import { ALL_REGIONS } from './regions';

const regionName = (text: string) => closestName(text, ALL_REGIONS, (region) => region.name)?.name ?? null;

describe('closestName', () => {
  it('measures edits', () => {
    expect(editDistance('austn', 'austin')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('finds the state a misspelt slug meant, in any form', () => {
    expect(regionName('texs')).toBe('Texas');
    expect(regionName('calfornia')).toBe('California');
    expect(regionName('new-yrok')).toBe('New York');
    expect(regionName('quebc')).toBe('Quebec');
  });

  it('finds the town a misspelt city meant', () => {
    const towns = [{ city: 'Austin' }, { city: 'Round Rock' }, { city: 'San Marcos' }];
    expect(closestName('austn', towns, (town) => town.city)).toEqual({ city: 'Austin' });
    expect(closestName('round-rok', towns, (town) => town.city)).toEqual({ city: 'Round Rock' });
  });

  it('offers nothing for text that is not near any name', () => {
    expect(regionName('narnia')).toBeNull();
    expect(regionName('')).toBeNull();
    expect(regionName('x'.repeat(500))).toBeNull();
  });
});
