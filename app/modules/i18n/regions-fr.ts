import { slugify } from '~/lib/slug';
import { ALL_REGIONS, findRegion, type Region } from '~/modules/geo/regions';
import type { Locale } from './locales';

/** The path word of a region in French URLs: /fr/etat/texas, /fr/province/quebec, /fr/territoire/yukon. */
export type FrenchRegionKind = 'etat' | 'province' | 'territoire';

export interface FrenchRegion {
  /** The English region (its slug is the English path's). */
  region: Region;
  /** The official French name ("Caroline du Nord", "Île-du-Prince-Édouard"). */
  name: string;
  /** With its preposition, as a sentence needs it ("au Québec", "en Ontario", "dans l’État de New York"). */
  inName: string;
  /** ASCII slug of the French name ("ile-du-prince-edouard"). */
  slug: string;
  kind: FrenchRegionKind;
}

// French names as the Office québécois de la langue française and the federal Translation Bureau give them.
const frenchNames: Record<string, [name: string, inName: string]> = {
  AL: ['Alabama', 'en Alabama'],
  AK: ['Alaska', 'en Alaska'],
  AZ: ['Arizona', 'en Arizona'],
  AR: ['Arkansas', 'en Arkansas'],
  CA: ['Californie', 'en Californie'],
  CO: ['Colorado', 'au Colorado'],
  CT: ['Connecticut', 'au Connecticut'],
  DE: ['Delaware', 'au Delaware'],
  DC: ['District de Columbia', 'dans le district de Columbia'],
  FL: ['Floride', 'en Floride'],
  GA: ['Géorgie', 'en Géorgie'],
  HI: ['Hawaï', 'à Hawaï'],
  ID: ['Idaho', 'en Idaho'],
  IL: ['Illinois', 'en Illinois'],
  IN: ['Indiana', 'en Indiana'],
  IA: ['Iowa', 'en Iowa'],
  KS: ['Kansas', 'au Kansas'],
  KY: ['Kentucky', 'au Kentucky'],
  LA: ['Louisiane', 'en Louisiane'],
  ME: ['Maine', 'dans le Maine'],
  MD: ['Maryland', 'au Maryland'],
  MA: ['Massachusetts', 'au Massachusetts'],
  MI: ['Michigan', 'au Michigan'],
  MN: ['Minnesota', 'au Minnesota'],
  MS: ['Mississippi', 'au Mississippi'],
  MO: ['Missouri', 'au Missouri'],
  MT: ['Montana', 'au Montana'],
  NE: ['Nebraska', 'au Nebraska'],
  NV: ['Nevada', 'au Nevada'],
  NH: ['New Hampshire', 'au New Hampshire'],
  NJ: ['New Jersey', 'au New Jersey'],
  NM: ['Nouveau-Mexique', 'au Nouveau-Mexique'],
  NY: ['New York', 'dans l’État de New York'],
  NC: ['Caroline du Nord', 'en Caroline du Nord'],
  ND: ['Dakota du Nord', 'au Dakota du Nord'],
  OH: ['Ohio', 'en Ohio'],
  OK: ['Oklahoma', 'en Oklahoma'],
  OR: ['Oregon', 'en Oregon'],
  PA: ['Pennsylvanie', 'en Pennsylvanie'],
  RI: ['Rhode Island', 'au Rhode Island'],
  SC: ['Caroline du Sud', 'en Caroline du Sud'],
  SD: ['Dakota du Sud', 'au Dakota du Sud'],
  TN: ['Tennessee', 'au Tennessee'],
  TX: ['Texas', 'au Texas'],
  UT: ['Utah', 'en Utah'],
  VT: ['Vermont', 'au Vermont'],
  VA: ['Virginie', 'en Virginie'],
  WA: ['Washington', 'dans l’État de Washington'],
  WV: ['Virginie-Occidentale', 'en Virginie-Occidentale'],
  WI: ['Wisconsin', 'au Wisconsin'],
  WY: ['Wyoming', 'au Wyoming'],
  AB: ['Alberta', 'en Alberta'],
  BC: ['Colombie-Britannique', 'en Colombie-Britannique'],
  MB: ['Manitoba', 'au Manitoba'],
  NB: ['Nouveau-Brunswick', 'au Nouveau-Brunswick'],
  NL: ['Terre-Neuve-et-Labrador', 'à Terre-Neuve-et-Labrador'],
  NT: ['Territoires du Nord-Ouest', 'dans les Territoires du Nord-Ouest'],
  NS: ['Nouvelle-Écosse', 'en Nouvelle-Écosse'],
  NU: ['Nunavut', 'au Nunavut'],
  ON: ['Ontario', 'en Ontario'],
  PE: ['Île-du-Prince-Édouard', 'à l’Île-du-Prince-Édouard'],
  QC: ['Québec', 'au Québec'],
  SK: ['Saskatchewan', 'en Saskatchewan'],
  YT: ['Yukon', 'au Yukon'],
};

const TERRITORIES = new Set(['NT', 'NU', 'YT']);

function kindOf(region: Region): FrenchRegionKind {
  if (region.country === 'US') return 'etat';
  return TERRITORIES.has(region.abbreviation) ? 'territoire' : 'province';
}

/** The 50 states, DC and the 13 provinces and territories, in the order of geo's ALL_REGIONS. */
export const FRENCH_REGIONS: readonly FrenchRegion[] = ALL_REGIONS.map((region) => {
  const names = frenchNames[region.abbreviation];
  if (!names) throw new Error(`No French name for ${region.abbreviation}`);
  const [name, inName] = names;
  return { region, name, inName, slug: slugify(name), kind: kindOf(region) };
});

const byEnglishSlug = new Map(FRENCH_REGIONS.map((french) => [french.region.slug, french]));
const byFrenchSlug = new Map(FRENCH_REGIONS.map((french) => [french.slug, french]));

export function frenchRegionForEnglishSlug(englishSlug: string): FrenchRegion | undefined {
  return byEnglishSlug.get(englishSlug);
}

export function frenchRegionForFrenchSlug(frenchSlug: string): FrenchRegion | undefined {
  return byFrenchSlug.get(frenchSlug);
}

/** A state or province as a language names it ("British Columbia" → "Colombie-Britannique"). */
export function regionNameIn(locale: Locale, englishName: string): string {
  if (locale === 'en') return englishName;
  const slug = findRegion(englishName)?.slug;
  return (slug ? frenchRegionForEnglishSlug(slug)?.name : undefined) ?? englishName;
}
