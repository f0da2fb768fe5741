import { describe, expect, it } from 'vitest';
import { locatePostalCode } from './gazetteer.server';
import { lookupPostalCode } from './postal-codes.server';

/*
 * The shipped postal data names Canadian areas by descriptors, some garbled ("L\uFFFDvis North"); families
 * read the town. Real data: the zipcodes package and the shipped gazetteer.
 */
describe('the town of a Canadian postal code', () => {
  it.each([
    ['G6V 1A1', 'Lévis'],
    ['G5R 1A1', 'Rivière-du-Loup'],
    ['G9A 5H7', 'Trois-Rivières'],
    ['G4R 1A1', 'Sept-Îles'],
    ['H2X 1Y4', 'Montréal'],
    ['H1B 1A1', 'Montréal'],
    ['J8N 1A1', 'Val-des-Monts'],
    ['L3S 1A1', 'Markham'],
    ['M3M 1A1', 'Toronto'],
    // A government's offices: the town they are in (the data's G1A centre is 12 km from Québec's).
    ['K1A 0B1', 'Ottawa'],
    ['G1A 1A1', 'Québec'],
    ['M7A 1A1', 'Toronto'],
    // Far from any town: the region's own name.
    ['G4T 1A1', 'Îles-de-la-Madeleine'],
    ['G0G 1A1', 'Côte-Nord'],
  ])('%s is in %s', async (code, town) => {
    const location = await locatePostalCode(code);
    expect(location?.city).toBe(town);
    // The centre and province are the data's own.
    expect(location).toMatchObject({ postalCode: code, country: 'CA', latitude: lookupPostalCode(code)!.latitude });
  });

  it('keeps a plain name the data already gives, and a US ZIP as it is', async () => {
    expect((await locatePostalCode('E5M 1A1'))?.city).toBe('Gagetown');
    expect((await locatePostalCode('H7P 1A1'))?.city).toBe('Fabreville');
    expect((await locatePostalCode('78701'))?.city).toBe('Austin');
    expect(await locatePostalCode('Z9Z 9Z9')).toBeNull();
  });

  it('leaves no garbled letter in the towns it names', async () => {
    const garbled = ['G6W', 'G7S', 'G7N', 'E4N', 'G0C', 'G3J', 'G0G', 'G4T'];
    for (const fsa of garbled) {
      expect(lookupPostalCode(fsa)?.city, fsa).toContain('\uFFFD');
      expect((await locatePostalCode(fsa))?.city, fsa).not.toContain('\uFFFD');
    }
  });
});
