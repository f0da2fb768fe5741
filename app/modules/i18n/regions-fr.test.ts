import { describe, expect, it } from 'vitest';
import { ALL_REGIONS } from '~/modules/geo/regions';
import { FRENCH_REGIONS, frenchRegionForEnglishSlug, frenchRegionForFrenchSlug, regionNameIn } from './regions-fr';

describe('French names of states, provinces and territories', () => {
  it('cover the 50 states, DC and the 13 provinces and territories, each with a unique ASCII slug', () => {
    expect(FRENCH_REGIONS).toHaveLength(ALL_REGIONS.length);
    expect(FRENCH_REGIONS).toHaveLength(64);
    const slugs = FRENCH_REGIONS.map((region) => region.slug);
    expect(new Set(slugs).size).toBe(64);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it.each([
    ['north-carolina', 'Caroline du Nord', 'caroline-du-nord', 'etat', 'en Caroline du Nord'],
    ['new-mexico', 'Nouveau-Mexique', 'nouveau-mexique', 'etat', 'au Nouveau-Mexique'],
    ['hawaii', 'Hawaï', 'hawai', 'etat', 'à Hawaï'],
    ['new-york', 'New York', 'new-york', 'etat', 'dans l’État de New York'],
    ['british-columbia', 'Colombie-Britannique', 'colombie-britannique', 'province', 'en Colombie-Britannique'],
    ['prince-edward-island', 'Île-du-Prince-Édouard', 'ile-du-prince-edouard', 'province', 'à l’Île-du-Prince-Édouard'],
    [
      'newfoundland-and-labrador',
      'Terre-Neuve-et-Labrador',
      'terre-neuve-et-labrador',
      'province',
      'à Terre-Neuve-et-Labrador',
    ],
    ['quebec', 'Québec', 'quebec', 'province', 'au Québec'],
    [
      'northwest-territories',
      'Territoires du Nord-Ouest',
      'territoires-du-nord-ouest',
      'territoire',
      'dans les Territoires du Nord-Ouest',
    ],
    ['nunavut', 'Nunavut', 'nunavut', 'territoire', 'au Nunavut'],
  ])('%s is %s (/%s, %s)', (englishSlug, name, slug, kind, inName) => {
    const french = frenchRegionForEnglishSlug(englishSlug);
    expect(french).toMatchObject({ name, slug, kind, inName });
    expect(frenchRegionForFrenchSlug(slug)?.region.slug).toBe(englishSlug);
  });

  it('calls the US regions états and only the three northern territories territoires', () => {
    expect(FRENCH_REGIONS.filter((region) => region.kind === 'etat')).toHaveLength(51);
    expect(
      FRENCH_REGIONS.filter((region) => region.kind === 'territoire').map((region) => region.region.abbreviation),
    ).toEqual(['NT', 'NU', 'YT']);
  });

  it.each([
    ['quebec', 'du Québec'],
    ['ontario', 'de l’Ontario'],
    ['british-columbia', 'de la Colombie-Britannique'],
    ['prince-edward-island', 'de l’Île-du-Prince-Édouard'],
    ['northwest-territories', 'des Territoires du Nord-Ouest'],
    ['newfoundland-and-labrador', 'de Terre-Neuve-et-Labrador'],
    ['new-york', 'de l’État de New York'],
    ['maine', 'du Maine'],
    ['california', 'de la Californie'],
    ['idaho', 'de l’Idaho'],
  ])('%s: « Carte %s »', (englishSlug, ofName) => {
    expect(frenchRegionForEnglishSlug(englishSlug)?.ofName).toBe(ofName);
  });

  it('names a stored region in French on French pages only', () => {
    expect(regionNameIn('fr', 'Quebec')).toBe('Québec');
    expect(regionNameIn('fr', 'British Columbia')).toBe('Colombie-Britannique');
    expect(regionNameIn('fr', 'Texas')).toBe('Texas');
    expect(regionNameIn('fr', 'Nova Scotia')).toBe('Nouvelle-Écosse');
    expect(regionNameIn('en', 'Quebec')).toBe('Quebec');
    expect(regionNameIn('fr', 'Atlantis')).toBe('Atlantis');
  });
});
