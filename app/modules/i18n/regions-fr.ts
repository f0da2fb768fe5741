import { slugify } from '~/lib/slug';
import { ALL_REGIONS, findRegion, type Region } from '~/modules/geo/regions';

/** The path word of a region in French URLs: /fr/etat/texas, /fr/province/quebec, /fr/territoire/yukon. */
export type FrenchRegionKind = 'etat' | 'province' | 'territoire';

export interface FrenchRegion {
  /** The English region (its slug is the English path's). */
  region: Region;
  /** The official French name ("Caroline du Nord", "Île-du-Prince-Édouard"). */
  name: string;
  /** With its preposition, as a sentence needs it ("au Québec", "en Ontario", "dans l’État de New York"). */
  inName: string;
  /** With « de », as "Carte de…" needs it ("du Québec", "de l’Ontario", "de la Colombie-Britannique"). */
  ofName: string;
  /** ASCII slug of the French name ("ile-du-prince-edouard"). */
  slug: string;
  kind: FrenchRegionKind;
}

// French names as the Office québécois de la langue française and the federal Translation Bureau give them.
const frenchNames: Record<string, [name: string, inName: string, ofName: string]> = {
  AL: ['Alabama', 'en Alabama', 'de l’Alabama'],
  AK: ['Alaska', 'en Alaska', 'de l’Alaska'],
  AZ: ['Arizona', 'en Arizona', 'de l’Arizona'],
  AR: ['Arkansas', 'en Arkansas', 'de l’Arkansas'],
  CA: ['Californie', 'en Californie', 'de la Californie'],
  CO: ['Colorado', 'au Colorado', 'du Colorado'],
  CT: ['Connecticut', 'au Connecticut', 'du Connecticut'],
  DE: ['Delaware', 'au Delaware', 'du Delaware'],
  DC: ['District de Columbia', 'dans le district de Columbia', 'du district de Columbia'],
  FL: ['Floride', 'en Floride', 'de la Floride'],
  GA: ['Géorgie', 'en Géorgie', 'de la Géorgie'],
  HI: ['Hawaï', 'à Hawaï', 'd’Hawaï'],
  ID: ['Idaho', 'en Idaho', 'de l’Idaho'],
  IL: ['Illinois', 'en Illinois', 'de l’Illinois'],
  IN: ['Indiana', 'en Indiana', 'de l’Indiana'],
  IA: ['Iowa', 'en Iowa', 'de l’Iowa'],
  KS: ['Kansas', 'au Kansas', 'du Kansas'],
  KY: ['Kentucky', 'au Kentucky', 'du Kentucky'],
  LA: ['Louisiane', 'en Louisiane', 'de la Louisiane'],
  ME: ['Maine', 'dans le Maine', 'du Maine'],
  MD: ['Maryland', 'au Maryland', 'du Maryland'],
  MA: ['Massachusetts', 'au Massachusetts', 'du Massachusetts'],
  MI: ['Michigan', 'au Michigan', 'du Michigan'],
  MN: ['Minnesota', 'au Minnesota', 'du Minnesota'],
  MS: ['Mississippi', 'au Mississippi', 'du Mississippi'],
  MO: ['Missouri', 'au Missouri', 'du Missouri'],
  MT: ['Montana', 'au Montana', 'du Montana'],
  NE: ['Nebraska', 'au Nebraska', 'du Nebraska'],
  NV: ['Nevada', 'au Nevada', 'du Nevada'],
  NH: ['New Hampshire', 'au New Hampshire', 'du New Hampshire'],
  NJ: ['New Jersey', 'au New Jersey', 'du New Jersey'],
  NM: ['Nouveau-Mexique', 'au Nouveau-Mexique', 'du Nouveau-Mexique'],
  NY: ['New York', 'dans l’État de New York', 'de l’État de New York'],
  NC: ['Caroline du Nord', 'en Caroline du Nord', 'de la Caroline du Nord'],
  ND: ['Dakota du Nord', 'au Dakota du Nord', 'du Dakota du Nord'],
  OH: ['Ohio', 'en Ohio', 'de l’Ohio'],
  OK: ['Oklahoma', 'en Oklahoma', 'de l’Oklahoma'],
  OR: ['Oregon', 'en Oregon', 'de l’Oregon'],
  PA: ['Pennsylvanie', 'en Pennsylvanie', 'de la Pennsylvanie'],
  RI: ['Rhode Island', 'au Rhode Island', 'du Rhode Island'],
  SC: ['Caroline du Sud', 'en Caroline du Sud', 'de la Caroline du Sud'],
  SD: ['Dakota du Sud', 'au Dakota du Sud', 'du Dakota du Sud'],
  TN: ['Tennessee', 'au Tennessee', 'du Tennessee'],
  TX: ['Texas', 'au Texas', 'du Texas'],
  UT: ['Utah', 'en Utah', 'de l’Utah'],
  VT: ['Vermont', 'au Vermont', 'du Vermont'],
  VA: ['Virginie', 'en Virginie', 'de la Virginie'],
  WA: ['Washington', 'dans l’État de Washington', 'de l’État de Washington'],
  WV: ['Virginie-Occidentale', 'en Virginie-Occidentale', 'de la Virginie-Occidentale'],
  WI: ['Wisconsin', 'au Wisconsin', 'du Wisconsin'],
  WY: ['Wyoming', 'au Wyoming', 'du Wyoming'],
  AB: ['Alberta', 'en Alberta', 'de l’Alberta'],
  BC: ['Colombie-Britannique', 'en Colombie-Britannique', 'de la Colombie-Britannique'],
  MB: ['Manitoba', 'au Manitoba', 'du Manitoba'],
  NB: ['Nouveau-Brunswick', 'au Nouveau-Brunswick', 'du Nouveau-Brunswick'],
  NL: ['Terre-Neuve-et-Labrador', 'à Terre-Neuve-et-Labrador', 'de Terre-Neuve-et-Labrador'],
  NT: ['Territoires du Nord-Ouest', 'dans les Territoires du Nord-Ouest', 'des Territoires du Nord-Ouest'],
  NS: ['Nouvelle-Écosse', 'en Nouvelle-Écosse', 'de la Nouvelle-Écosse'],
  NU: ['Nunavut', 'au Nunavut', 'du Nunavut'],
  ON: ['Ontario', 'en Ontario', 'de l’Ontario'],
  PE: ['Île-du-Prince-Édouard', 'à l’Île-du-Prince-Édouard', 'de l’Île-du-Prince-Édouard'],
  QC: ['Québec', 'au Québec', 'du Québec'],
  SK: ['Saskatchewan', 'en Saskatchewan', 'de la Saskatchewan'],
  YT: ['Yukon', 'au Yukon', 'du Yukon'],
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
  const [name, inName, ofName] = names;
  return { region, name, inName, ofName, slug: slugify(name), kind: kindOf(region) };
});

const byEnglishSlug = new Map(FRENCH_REGIONS.map((french) => [french.region.slug, french]));
const byFrenchSlug = new Map(FRENCH_REGIONS.map((french) => [french.slug, french]));

export function frenchRegionForEnglishSlug(englishSlug: string): FrenchRegion | undefined {
  return byEnglishSlug.get(englishSlug);
}

export function frenchRegionForFrenchSlug(frenchSlug: string): FrenchRegion | undefined {
  return byFrenchSlug.get(frenchSlug);
}

/**
 * A stored region name ("Quebec") as a page or email in `locale` writes it ("Québec" in French). Server-side:
 * loaders and services pass it to the browser, which never gets this table.
 */
export function regionNameIn(locale: string, state: string): string {
  if (locale !== 'fr') return state;
  const region = findRegion(state);
  return (region && byEnglishSlug.get(region.slug)?.name) ?? state;
}

/** A place as search names it ("Quebec", or a town with its region: "Québec, Quebec"), its region in `locale`. */
export function placeNameIn(locale: string, place: string): string {
  const comma = place.lastIndexOf(', ');
  if (comma < 0) return regionNameIn(locale, place);
  const region = place.slice(comma + 2);
  return findRegion(region) ? `${place.slice(0, comma)}, ${regionNameIn(locale, region)}` : place;
}
