import { beforeAll, describe, expect, it } from 'vitest';
import { loadGazetteer } from './gazetteer.server';
import { placeKey } from './place-names';
import {
  buildPlaceIndex,
  type GazetteerPlace,
  type PlaceIndex,
  resolveMisspeltPlace,
  resolvePlace,
} from './place-query';
import { buildSpellingIndex, type SpellingIndex } from './place-spelling';

let index: PlaceIndex;
let spelling: SpellingIndex;
beforeAll(async () => {
  index = await loadGazetteer();
  spelling = buildSpellingIndex(index.keys());
});

/** "Name, ST" of the place a text resolves to, "region Name" for a region, null for neither. */
function resolved(text: string): string | null {
  const match = resolvePlace(index, text);
  if (!match) return null;
  return match.kind === 'region' ? `region ${match.region.name}` : `${match.place.name}, ${match.place.region}`;
}

describe('placeKey', () => {
  it('compares without case, accents, punctuation and with abbreviations spelled out', () => {
    expect(placeKey('St. Louis')).toBe(placeKey('saint louis'));
    expect(placeKey('Montréal')).toBe('montreal');
    expect(placeKey('Mt Vernon')).toBe('mount vernon');
    expect(placeKey('FT. WORTH')).toBe('fort worth');
    expect(placeKey("Coeur d'Alene")).toBe('coeur dalene');
  });
});

describe('resolvePlace with the shipped gazetteer', () => {
  it.each([
    ['Austin, TX', 'Austin, TX'],
    ['austin texas', 'Austin, TX'],
    ['AUSTIN TEXAS', 'Austin, TX'],
    ['Los Angeles, CA', 'Los Angeles, CA'],
    ['Lander, Wyoming', 'Lander, WY'],
    ['Cody', 'Cody, WY'],
    ['Casper', 'Casper, WY'],
    ['Montreal', 'Montréal, QC'],
    ['montréal', 'Montréal, QC'],
    ['Quebec City', 'Québec, QC'],
    ['St Louis', 'St. Louis, MO'],
    ['Saint Louis', 'St. Louis, MO'],
    ['Saint Louis, MI', 'Saint Louis, MI'],
    ['NYC', 'New York, NY'],
    ['Ft Worth', 'Fort Worth, TX'],
    ['Mt Pleasant SC', 'Mount Pleasant, SC'],
    ['funeral home austin', 'Austin, TX'],
    ['cremation near Casper Wyoming', 'Casper, WY'],
    ['funeral homes in Fort Wayne IN', 'Fort Wayne, IN'],
    ['The Dalles', 'The Dalles, OR'],
    ['cost of cremation in Dallas', 'Dallas, TX'],
    ['affordable cremation austin', 'Austin, TX'],
    ['best funeral home in chicago', 'Chicago, IL'],
    ['pet cremation Austin TX', 'Austin, TX'],
    ['crémation à Montréal', 'Montréal, QC'],
    ['salon funéraire Gatineau', 'Gatineau, QC'],
    ['pompes funèbres de Trois-Rivières', 'Trois-Rivières, QC'],
    ['coût crémation Sherbrooke', 'Sherbrooke, QC'],
    ['Rivière-du-Loup', 'Rivière-du-Loup, QC'],
    ['Price, UT', 'Price, UT'],
    ['Price Utah', 'Price, UT'],
    ['Cost', 'Cost, TX'],
    ['DE', 'region Delaware'],
    ['LA', 'region Louisiana'],
    ['cremation TX', 'region Texas'],
    ['how much does cremation cost in ohio', 'region Ohio'],
    ['ny funeral home', 'region New York'],
    ['tx cremation', 'region Texas'],
    ['veterans cremation texas', 'region Texas'],
    ['witnessed cremation chicago', 'Chicago, IL'],
    ['Fort Wayne IN funeral homes', 'Fort Wayne, IN'],
    ['Columbus IN', 'Columbus, IN'],
    ['markham ont', 'Markham, ON'],
    ['Denver Colo', 'Denver, CO'],
    ['miami-dade', 'Miami, FL'],
    ['salon funéraire à Québec', 'Québec, QC'],
    ['salon funéraire au Québec', 'region Quebec'],
  ])('%s → %s', (text, expected) => {
    expect(resolved(text)).toBe(expected);
  });

  it('reads a state or province alone, by name or code, as a region', () => {
    expect(resolved('Texas')).toBe('region Texas');
    expect(resolved('tx')).toBe('region Texas');
    expect(resolved('cremation in Texas')).toBe('region Texas');
    expect(resolved('Quebec')).toBe('region Quebec');
  });

  it('picks the most populous of an ambiguous name and offers the others', () => {
    const match = resolvePlace(index, 'Springfield');
    expect(match?.kind).toBe('place');
    if (match?.kind !== 'place') return;
    expect(`${match.place.name}, ${match.place.region}`).toBe('Springfield, MO');
    expect(match.alternatives.map((place) => place.region)).toEqual(['MA', 'IL', 'OR', 'OH']);
    // A state given: no choices to offer.
    const inIllinois = resolvePlace(index, 'Springfield, IL');
    expect(inIllinois?.kind === 'place' && inIllinois.alternatives).toEqual([]);
  });

  it('names a town as it writes itself, whichever way it is typed', () => {
    expect(resolved('Thetford Mines')).toBe('Thetford Mines, QC');
    expect(resolved('thetford-mines')).toBe('Thetford Mines, QC');
    // A possessive in lower case, as the post office's upper-case names mean it.
    expect(resolved('Burks Falls')).toBe("Burk's Falls, ON");
  });

  it('takes no town from a postal descriptor that names none', () => {
    expect(resolved('Reserved')).toBeNull();
    expect(resolved('Quebec Provincial Government')).toBeNull();
    expect(resolved('Government Of Canada Ottawa And Gatineau Offices')).toBeNull();
    // Santa Claus is a town in Indiana, not a postal code at the North Pole.
    expect(resolved('Santa Claus')).toBe('Santa Claus, IN');
  });

  it('knows the towns merged into Québec, Saguenay and Montréal in 2002, and no US namesake of a section', () => {
    expect(resolved('Charlesbourg')).toBe('Charlesbourg, QC');
    expect(resolved('Chicoutimi')).toBe('Chicoutimi, QC');
    expect(resolved('Jonquière')).toBe('Jonquière, QC');
    expect(resolved('Verdun')).toBe('Verdun, QC');
    expect(resolved('Ste-Foy')).toBe('Sainte-Foy, QC');
    expect(resolved('Saint-Léonard, QC')).toBe('Saint-Léonard, QC');
    // Named by their postal areas, without the part of town; garbled names (a lost "è") are not places.
    expect(resolved('Charlesbourg North')).toBe('Charlesbourg North, QC');
    // Their particles in lower case, as Québec writes them.
    expect(resolved('cap de la madeleine')).toBe('Cap-de-la-Madeleine, QC');
    expect(index.get('jonqui re central')).toBeUndefined();
    // A Canadian section under 10,000 people, and US sections, stay out.
    expect(resolved('Skatepark')).toBeNull();
    expect(resolved('Financial District')).toBeNull();
  });

  it('puts the place in a city first between places as populous, in either language', () => {
    // Neither Lachine has a known population (0): the borough of Montréal, not the Michigan village, with the
    // other offered, on English and French pages alike.
    for (const preference of [{}, { preferCountry: 'CA' as const }, { preferCountry: 'US' as const }]) {
      const lachine = resolvePlace(index, 'Lachine', preference);
      expect(lachine?.kind === 'place' && `${lachine.place.name}, ${lachine.place.region}`).toBe('Lachine, QC');
      expect(lachine?.kind === 'place' && lachine.alternatives.map((place) => place.region)).toEqual(['MI']);
    }
    // Greenfield Park, a part of Longueuil, before the hamlet in New York; Westboro, Ottawa, before Missouri's.
    expect(resolved('Greenfield Park')).toBe('Greenfield Park, QC');
    expect(resolved('Westboro')).toBe('Westboro, ON');
    // Two villages without a city around: the region order as before, the reader's country on a French page.
    expect(resolved('Elora')).toBe('Elora, ON');
    expect(resolved('Mount Royal')).toBe('Mount Royal, NJ');
    const mountRoyal = resolvePlace(index, 'Mount Royal', { preferCountry: 'CA' });
    expect(mountRoyal?.kind === 'place' && mountRoyal.place.region).toBe('QC');
  });

  it('puts the most populous place of a name first, whatever the page’s language', () => {
    for (const preference of [{}, { preferCountry: 'CA' as const }, { preferCountry: 'US' as const }]) {
      const london = resolvePlace(index, 'London', preference);
      expect(london?.kind === 'place' && london.place.region).toBe('ON');
      expect(london?.kind === 'place' && london.alternatives.map((place) => place.region)).toContain('KY');
      const kingston = resolvePlace(index, 'Kingston', preference);
      expect(kingston?.kind === 'place' && kingston.place.region).toBe('ON');
      // Offered: Kingston, New York first, but on a French page after Canada's own Kingstons.
      const others = kingston?.kind === 'place' ? kingston.alternatives.map((place) => place.region) : [];
      expect(preference.preferCountry === 'CA' ? others.slice(0, 2) : others[0]).toEqual(
        preference.preferCountry === 'CA' ? ['NB', 'NS'] : 'NY',
      );
      expect(others).toContain('NY');
    }
  });

  it('puts a part of a city of unknown population before a town of a few thousand elsewhere', () => {
    for (const preference of [{}, { preferCountry: 'CA' as const }, { preferCountry: 'US' as const }]) {
      // Hull is part of Gatineau, Orléans of Ottawa: families there mean them, not Hull, Massachusetts (10,293
      // people) or Orleans, Indiana (2,129), which stay offered.
      const hull = resolvePlace(index, 'Hull', preference);
      expect(hull?.kind === 'place' && hull.place.region).toBe('QC');
      // Hull, Georgia, near Athens, is not part of a city: Massachusetts's, of known size, is offered first.
      const hullsOffered = hull?.kind === 'place' ? hull.alternatives.map((place) => place.region) : [];
      expect(hullsOffered.indexOf('MA')).toBeLessThan(hullsOffered.indexOf('GA'));
      const orleans = resolvePlace(index, 'Orléans', preference);
      expect(orleans?.kind === 'place' && orleans.place.region).toBe('ON');
      expect(orleans?.kind === 'place' && orleans.alternatives.map((place) => place.region)).toContain('IN');
    }
    // A town of more people than that still comes first: Cranston, Rhode Island (81,073) before Calgary's.
    const cranston = resolvePlace(index, 'Cranston', { preferCountry: 'CA' });
    expect(cranston?.kind === 'place' && cranston.place.region).toBe('RI');
  });

  it('is not fooled by filler words that are state codes', () => {
    expect(resolved('funeral home near me')).toBeNull();
    expect(resolved('cremation in')).toBeNull();
    expect(resolved('cremation cost')).toBeNull();
    expect(resolved('salon funéraire de la')).toBeNull();
    expect(resolved('Colo')).not.toBe('region Colorado');
    expect(resolved('green burial')).toBeNull();
    expect(resolved('Green Bay')).toBe('Green Bay, WI');
  });

  it('reads a place whose name holds a word saying what is sought as that place, after such words', () => {
    expect(resolved('pet cremation Cat Spring texas')).toBe('Cat Spring, TX');
    expect(resolved('pet cremation cat spring tx')).toBe('Cat Spring, TX');
    expect(resolved('pet cremation spring texas')).toBe('Spring, TX');
    expect(resolved('funeral homes in Fort Wayne IN')).toBe('Fort Wayne, IN');
  });

  it('returns null for business names, misspellings and any other text', () => {
    expect(resolved('Evergreen Memorial Chapel')).toBeNull();
    expect(resolved('Austn')).toBeNull();
    expect(resolved("'; drop table partners; --")).toBeNull();
    expect(resolved('東京')).toBeNull();
    expect(resolved('a'.repeat(10_000))).toBeNull();
    expect(resolved('')).toBeNull();
  });
});

describe('resolveMisspeltPlace with the shipped gazetteer', () => {
  const meant = (text: string, preferCountry?: 'CA') => {
    const found = resolveMisspeltPlace(index, spelling, text, { preferCountry });
    return found ? `${found.place.name}, ${found.place.region} (${found.query})` : null;
  };

  it.each([
    ['gatinau', 'Gatineau, QC (Gatineau)'],
    ['gatinau qc', 'Gatineau, QC (Gatineau, QC)'],
    ['pittsburg pa', 'Pittsburgh, PA (Pittsburgh, PA)'],
    ['trois riviere', 'Trois-Rivières, QC (Trois-Rivières)'],
    ['troisrivieres', 'Trois-Rivières, QC (Trois-Rivières)'],
    ['ste-agathe', 'Sainte-Agathe-des-Monts, QC (Sainte-Agathe-des-Monts)'],
    ['st-agathe', 'Sainte-Agathe-des-Monts, QC (Sainte-Agathe-des-Monts)'],
    ['chicoutimy', 'Chicoutimi, QC (Chicoutimi)'],
    ['salaberry de valleyfeld', 'Salaberry-de-Valleyfield, QC (Salaberry-de-Valleyfield)'],
  ])('%s → %s, in either language', (text, expected) => {
    expect(meant(text)).toBe(expected);
    expect(meant(text, 'CA')).toBe(expected);
  });

  it('reads nothing into a tie, a state’s name, a short word or a business’s words', () => {
    // Murray and Murphy are as near.
    expect(meant('murhpy')).toBeNull();
    expect(meant('calfornia')).toBeNull();
    expect(meant('los')).toBeNull();
    expect(meant('gatinau funeral home')).toBeNull();
    expect(meant('qqqqqqqq')).toBeNull();
  });
});

describe('the other places of a name', () => {
  const offered = (preferCountry?: 'CA') => {
    const match = resolvePlace(index, 'Waterloo', { preferCountry });
    return match?.kind === 'place' ? [match.place, ...match.alternatives].map((place) => place.region) : [];
  };

  it('are the reader’s country’s first on a French page, then by size; by size alone otherwise', () => {
    expect(offered('CA')).toEqual(['ON', 'QC', 'IA', 'IL', 'NY']);
    expect(offered()).toEqual(['ON', 'IA', 'IL', 'NY', 'QC']);
  });
});

describe('a name’s beginning read as one place', () => {
  // Two places of each name, so the index weighs the city around the one of unknown population.
  const place = (name: string, region: string, population: number, peopleAround = 0) => ({
    place: { name, region, latitude: 45, longitude: -75, population } satisfies GazetteerPlace,
    peopleAround,
  });
  const places = [
    place('Bracken Hurst', 'ON', 0, 1_400_000),
    place('Bracken Hurst', 'MN', 0),
    place('Bracken Ridge', 'PA', 3_000),
    place('Bracken Ridge', 'TX', 2_000),
    place('Quill Borough', 'TX', 120_000),
    place('Quill Bury', 'ON', 0, 2_000_000),
    place('Quill Bury', 'VT', 0),
  ];
  const around = new Map(places.map(({ place, peopleAround }) => [place, peopleAround]));
  const fixture = buildPlaceIndex(
    places.map(({ place }) => place),
    { peopleAround: (place) => around.get(place) ?? 0 },
  );
  const fixtureSpelling = buildSpellingIndex(fixture.keys());
  const meant = (text: string) => {
    const found = resolveMisspeltPlace(fixture, fixtureSpelling, text);
    return found ? `${found.place.name}, ${found.place.region}` : null;
  };

  it('counts a part of a big city as the index does: before a village, not by far before a town', () => {
    expect(meant('bracken hu')).toBe('Bracken Hurst, ON');
    expect(meant('bracken')).toBe('Bracken Hurst, ON');
    expect(meant('quill')).toBeNull();
  });
});
