import { slugify } from '~/lib/slug';
import { abbreviationFor } from '~/modules/geo/regions';
import { basePartnerSlug, defaultPartnerLanguage, derivePartnerLocation } from '~/modules/partners/partner-location';
import { DEMO_CITIES, type GeoCity } from './demo-cities';
import { composeDescription, composeLongDescription, type PartnerProfile } from './demo-descriptions';
import {
  CANADIAN_STREET_NAMES,
  CANADIAN_STREET_SUFFIXES,
  DESCRIPTIVE_NAMES,
  LANDMARK_NAMES,
  QUEBEC_STREETS,
  QUEBEC_SURNAMES,
  SERVICE_ORDER,
  SERVICES,
  type Service,
  SURNAMES,
  US_STREET_NAMES,
  US_STREET_SUFFIXES,
} from './demo-words';
import { composeFrenchDescription, composeFrenchLongDescription, frenchServiceNames } from './demo-descriptions-fr';
import { createRandom, type Random } from './random';

/*
 * The deterministic demo directory (design §3 "Demo data"): fictional partners in real cities, with
 * real coordinates and postal codes, spread by population. Same seed and count, same rows, ids included.
 */

/** The directory's size in the spec (the admin prompt mentions about 1857 partner records): active partners. */
export const DEMO_PARTNER_COUNT = 1857;
export const DEMO_SEED = 20_190_301;
/** Spec §9: the phone number partners imported without one carry until Google data fixes it. */
export const PLACEHOLDER_PHONE = '(555) 000-0000';
/**
 * The legacy id the spec's Partner Not Found page treats specially (spec §2, Partner detail): it stays
 * unassigned so that page can be reached.
 */
export const RESERVED_ALIAS_ID = '768501';

const CANADA_SHARE = 0.1;
// For the default 1,857: 12 inactive partners and 8 placeholder phones; larger sets scale with it.
const INACTIVE_PER_ACTIVE = 12 / DEMO_PARTNER_COUNT;
const PLACEHOLDER_PHONES_PER_ACTIVE = 8 / DEMO_PARTNER_COUNT;
const PRIORITY_SHARE = 0.05;
const GOOGLE_RATING_SHARE = 0.6;
const YELP_RATING_SHARE = 0.25;
const ALIAS_SHARE = 0.1;
/** Below 1, so a city ten times bigger gets fewer than ten times the partners, as in real life. */
const POPULATION_EXPONENT = 0.75;
const DECIDE_SEED_OFFSET = 28;
/** French descriptions draw from a stream of their own too, for the same reason. */
const FRENCH_SEED_OFFSET = 33;
/** The long French texts draw from a third stream: the short ones stay as they were. */
const FRENCH_LONG_SEED_OFFSET = 37;
/** Share of the partners in Québec whose office wrote a French description: the others show the English one. */
const FRENCH_DESCRIPTION_SHARE = 0.6;
/** Shares of partners whose office entered the facts families decide on (decision 028). */
const HOURS_SHARE = 0.6;
const AFTER_HOURS_PHONE_SHARE = 0.45;
const PRICE_SHARE = 0.35;
const PRICE_LIST_SHARE = 0.7;
const ACCEPTS_CREMATED_REMAINS_SHARE = 0.4;
/** Prices were checked in the months before this day (fixed, so the demo is the same every run). */
const LAST_PRICE_CHECK = Date.UTC(2026, 10, 20);
const PRICE_CHECK_SPAN_DAYS = 240;
// Common one-line hours of funeral homes and crematories, in the spelling opening-hours.ts stores.
const FUNERAL_HOME_HOURS = [
  'Mo-Fr 09:00-17:00',
  'Mo-Fr 09:00-17:00; Sa 10:00-14:00',
  'Mo-Fr 08:30-17:30; Sa 09:00-12:00',
  'Mo-Fr 08:00-18:00; Sa 09:00-15:00',
  'Mo-Sa 09:00-17:00',
  'Mo-Fr 09:00-17:00; Sa,Su 10:00-14:00',
];
const CREMATORY_HOURS = ['24/7', 'Mo-Fr 08:00-18:00', 'Mo-Fr 09:00-17:00; Sa 09:00-13:00', 'Mo-Su 08:00-20:00'];
const FIRST_CREATE_DATE = Date.UTC(2019, 0, 7);
const LAST_CREATE_DATE = Date.UTC(2025, 11, 12);
// prettier-ignore
const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];
/** Canada Post never uses D, F, I, O, Q or U. */
const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

/** A partners row as the seed inserts it (the columns of partner.table.ts). */
export interface DemoPartner {
  id: string;
  slug: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  stateSlug: string;
  citySlug: string;
  country: 'US' | 'CA';
  email: string | null;
  website: string | null;
  description: string;
  longDescription: string;
  descriptionFr: string | null;
  longDescriptionFr: string | null;
  servicesOfferedFr: string[];
  /** French in Quebec, English elsewhere, as a listing created by the office would have it. */
  preferredLanguage: 'en' | 'fr';
  annualCremations: number;
  locationCount: number;
  isPriority: boolean;
  isActive: boolean;
  partnerSince: string;
  createDate: Date;
  latitude: number;
  longitude: number;
  servicesOffered: string[];
  yelpRating: number | null;
  yelpReviewCount: number | null;
  googleRating: number | null;
  googleReviewCount: number | null;
  priceListUrl: string | null;
  directCremationFromCents: number | null;
  priceCheckedOn: string | null;
  openingHours: string | null;
  afterHoursPhone: string | null;
  offersPetCremation: boolean;
  acceptsCrematedRemains: boolean;
  offersWitnessedCremation: boolean;
  servesVeterans: boolean;
}

export interface DemoPartnerAlias {
  aliasId: string;
  partnerId: string;
}

export interface DemoPartnerSet {
  partners: DemoPartner[];
  aliases: DemoPartnerAlias[];
}

export interface GenerateDemoPartnersOptions {
  /** Active partners; a few inactive ones are added on top. Default 1,857. */
  count?: number;
  seed?: number;
}

/** How many inactive partners come with `count` active ones (12 for the default 1,857). */
export function inactivePartnerCount(count: number): number {
  return Math.round(count * INACTIVE_PER_ACTIVE);
}

export function generateDemoPartners(options: GenerateDemoPartnersOptions = {}): DemoPartnerSet {
  const count = options.count ?? DEMO_PARTNER_COUNT;
  if (!Number.isInteger(count) || count < 0) throw new Error(`Partner count must be a whole number, got ${count}`);
  const random = createRandom(options.seed ?? DEMO_SEED);
  const inactive = inactivePartnerCount(count);
  const total = count + inactive;

  const { cities, guaranteed } = placePartners(total, random);
  // Every region keeps an active partner: the flags go to partners beyond the guaranteed ones.
  const flaggable = random.shuffle(Array.from({ length: total - guaranteed }, (_, i) => guaranteed + i));
  const inactiveIndexes = new Set(flaggable.slice(0, inactive));
  const placeholderCount = Math.round(count * PLACEHOLDER_PHONES_PER_ACTIVE);
  const placeholderIndexes = new Set(flaggable.slice(inactive, inactive + placeholderCount));
  const activeIndexes = Array.from({ length: total }, (_, i) => i).filter((i) => !inactiveIndexes.has(i));
  const priorityIndexes = new Set(random.sample(activeIndexes, Math.round(count * PRIORITY_SHARE)));

  // The decide facts draw from a stream of their own, so adding them left every other demo value as it was.
  const decideRandom = createRandom((options.seed ?? DEMO_SEED) + DECIDE_SEED_OFFSET);
  const frenchRandom = createRandom((options.seed ?? DEMO_SEED) + FRENCH_SEED_OFFSET);
  const frenchLongRandom = createRandom((options.seed ?? DEMO_SEED) + FRENCH_LONG_SEED_OFFSET);
  const usedSlugs = new Map<string, number>();
  const usedDomains = new Set<string>();
  const namesByCity = new Map<GeoCity, Set<string>>();
  const partners = cities.map((city, index) => {
    const namesHere = namesByCity.get(city) ?? new Set<string>();
    namesByCity.set(city, namesHere);
    const partner = buildPartner({
      city,
      random,
      namesHere,
      usedSlugs,
      usedDomains,
      isActive: !inactiveIndexes.has(index),
      isPriority: priorityIndexes.has(index),
      hasPlaceholderPhone: placeholderIndexes.has(index),
    });
    const descriptionFr = frenchDescription(partner, frenchRandom);
    return {
      ...partner,
      ...decideFacts(partner, city, decideRandom),
      descriptionFr,
      ...frenchAbout(partner, descriptionFr, frenchLongRandom),
      preferredLanguage: defaultPartnerLanguage(partner.state),
    };
  });

  return { partners, aliases: assignAliases(partners, random) };
}

/**
 * One city per partner: first the biggest city of every region (so each state and province on the
 * map has partners), then draws weighted by population, about 90 % in the US and 10 % in Canada.
 */
function placePartners(total: number, random: Random): { cities: GeoCity[]; guaranteed: number } {
  const biggestPerRegion = new Map<string, GeoCity>();
  for (const city of DEMO_CITIES) {
    const current = biggestPerRegion.get(city.state);
    if (!current || current.population < city.population) biggestPerRegion.set(city.state, city);
  }
  const firsts = [...biggestPerRegion.values()].slice(0, total);
  const canadaTarget = Math.round(total * CANADA_SHARE);
  const canadaDraws = Math.min(
    total - firsts.length,
    Math.max(0, canadaTarget - firsts.filter((city) => city.country === 'CA').length),
  );
  const usDraws = total - firsts.length - canadaDraws;

  const draw = (country: 'US' | 'CA', times: number) => {
    const pool = DEMO_CITIES.filter((city) => city.country === country);
    let sum = 0;
    const cumulative = pool.map((city) => (sum += city.population ** POPULATION_EXPONENT));
    return Array.from({ length: times }, () => pool[random.weightedIndex(cumulative)]!);
  };
  const drawn = random.shuffle([...draw('US', usDraws), ...draw('CA', canadaDraws)]);
  return { cities: [...firsts, ...drawn], guaranteed: firsts.length };
}

interface BuildPartnerInput {
  city: GeoCity;
  random: Random;
  /** Names already given in this city: two "Harris Funeral Home" in one town would look like a bug. */
  namesHere: Set<string>;
  usedSlugs: Map<string, number>;
  usedDomains: Set<string>;
  isActive: boolean;
  isPriority: boolean;
  hasPlaceholderPhone: boolean;
}

/** Some partners in Québec wrote their description in French as well. */
function frenchDescription(
  partner: Pick<DemoPartner, 'name' | 'city' | 'state' | 'servicesOffered'>,
  random: Random,
): string | null {
  if (partner.state !== 'Quebec' || !random.chance(FRENCH_DESCRIPTION_SHARE)) return null;
  const kind = /Cremation|Crémat/.test(partner.name) ? 'cremation' : 'funeral-home';
  return composeFrenchDescription(
    { name: partner.name, city: partner.city, kind, services: partner.servicesOffered },
    random,
  );
}

/** The partners that wrote a French description also wrote their About text and services in French. */
function frenchAbout(
  partner: Pick<DemoPartner, 'name' | 'city' | 'servicesOffered' | 'annualCremations' | 'locationCount'>,
  descriptionFr: string | null,
  random: Random,
): Pick<DemoPartner, 'longDescriptionFr' | 'servicesOfferedFr'> {
  if (descriptionFr === null) return { longDescriptionFr: null, servicesOfferedFr: [] };
  const kind = /Cremation|Crémat/.test(partner.name) ? 'cremation' : 'funeral-home';
  return {
    longDescriptionFr: composeFrenchLongDescription(
      {
        name: partner.name,
        city: partner.city,
        kind,
        services: partner.servicesOffered,
        annualCremations: partner.annualCremations,
        locationCount: partner.locationCount,
      },
      random,
    ),
    servicesOfferedFr: frenchServiceNames(partner.servicesOffered),
  };
}

type FrenchFields = 'descriptionFr' | 'longDescriptionFr' | 'servicesOfferedFr';

function buildPartner(
  input: BuildPartnerInput,
): Omit<DemoPartner, keyof DecideFacts | FrenchFields | 'preferredLanguage'> {
  const { city, random } = input;
  let identity = composeName(city, random);
  for (let attempt = 0; attempt < 8 && input.namesHere.has(identity.name); attempt++) {
    identity = composeName(city, random);
  }
  input.namesHere.add(identity.name);

  const location = derivePartnerLocation(city.name, city.state);
  if (!location) throw new Error(`cities.json names an unknown region: ${city.state}`);
  const locationCount = random.pick([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5, 6]);
  // A small town's funeral home cares for fewer families than a big city's.
  const townSize = Math.min(1.4, Math.max(0.35, (city.population / 250_000) ** 0.3));
  const perLocation = (identity.kind === 'cremation' ? random.int(180, 650) : random.int(45, 240)) * townSize;
  const annualCremations = Math.max(
    10,
    Math.round((perLocation * locationCount * (0.85 + 0.3 * random.next())) / 5) * 5,
  );
  const services = chooseServices(identity.kind, random);
  const profile: PartnerProfile = {
    name: identity.name,
    city: city.name,
    state: city.state,
    kind: identity.kind,
    familyName: identity.familyName,
    founded: identity.founded,
    locationCount,
    annualCremations,
    services,
  };
  const createDate = new Date(FIRST_CREATE_DATE + Math.floor(random.next() * (LAST_CREATE_DATE - FIRST_CREATE_DATE)));
  const domain = uniqueDomain(identity.name, location.citySlug, input.usedDomains);
  const hasGoogle = random.chance(GOOGLE_RATING_SHARE);
  const hasYelp = random.chance(YELP_RATING_SHARE);
  const [latitude, longitude] = jitter(city, random);

  return {
    id: random.uuid(),
    slug: uniqueSlug(basePartnerSlug(identity.name, city.name, abbreviationFor(city.state)), input.usedSlugs),
    name: identity.name,
    address: streetAddress(city, random),
    city: city.name,
    state: location.state,
    zipCode: postalCode(city, random),
    phone: input.hasPlaceholderPhone ? PLACEHOLDER_PHONE : demoPhone(city, random),
    stateSlug: location.stateSlug,
    citySlug: location.citySlug,
    country: location.country,
    email: random.chance(0.8) ? `${random.pick(['info', 'care', 'office', 'contact'])}@${domain}` : null,
    website: random.chance(0.88) ? `https://www.${domain}` : null,
    description: composeDescription(profile, random),
    longDescription: composeLongDescription(profile, random),
    annualCremations,
    locationCount,
    isPriority: input.isPriority,
    isActive: input.isActive,
    partnerSince: `${MONTHS[createDate.getUTCMonth()]} ${createDate.getUTCFullYear()}`,
    createDate,
    latitude,
    longitude,
    servicesOffered: [...services],
    googleRating: hasGoogle ? Math.round(Math.min(5, Math.max(3.5, random.normal(4.6, 0.35))) * 10) / 10 : null,
    googleReviewCount: hasGoogle ? Math.round(Math.exp(Math.log(8) + random.next() * Math.log(650 / 8))) : null,
    yelpRating: hasYelp ? random.pick([3, 3.5, 4, 4, 4.5, 4.5, 4.5, 5, 5]) : null,
    yelpReviewCount: hasYelp ? Math.round(Math.exp(Math.log(3) + random.next() * Math.log(180 / 3))) : null,
  };
}

type DecideFacts = Pick<
  DemoPartner,
  | 'priceListUrl'
  | 'directCremationFromCents'
  | 'priceCheckedOn'
  | 'openingHours'
  | 'afterHoursPhone'
  | 'offersPetCremation'
  | 'acceptsCrematedRemains'
  | 'offersWitnessedCremation'
  | 'servesVeterans'
>;

/**
 * What a share of offices entered: hours, a direct cremation price with the day it was checked (in the
 * partner's currency), a price-list page on its own site, and service flags that agree with its services.
 */
function decideFacts(
  partner: Omit<DemoPartner, keyof DecideFacts | FrenchFields | 'preferredLanguage'>,
  city: GeoCity,
  random: Random,
): DecideFacts {
  const crematory = partner.name.includes('Cremation');
  const openingHours = random.chance(HOURS_SHARE)
    ? random.pick(crematory ? CREMATORY_HOURS : FUNERAL_HOME_HOURS)
    : null;
  const afterHoursPhone =
    openingHours && openingHours !== '24/7' && random.chance(AFTER_HOURS_PHONE_SHARE) ? demoPhone(city, random) : null;
  const priced = partner.servicesOffered.includes(SERVICES.directCremation) && random.chance(PRICE_SHARE);
  // Direct cremation: roughly $695 to $2,495 in the US, a little more in Canadian dollars; whole $5 steps.
  const dollars = priced ? random.int(139, 499) * 5 * (partner.country === 'CA' ? 1.3 : 1) : null;
  const checkedOn = new Date(LAST_PRICE_CHECK - random.int(0, PRICE_CHECK_SPAN_DAYS) * 86_400_000);
  const priceListUrl =
    priced && partner.website && random.chance(PRICE_LIST_SHARE) ? `${partner.website}/price-list` : null;
  return {
    priceListUrl,
    directCremationFromCents: dollars === null ? null : Math.round(dollars / 5) * 500,
    priceCheckedOn: priced ? checkedOn.toISOString().slice(0, 10) : null,
    openingHours,
    afterHoursPhone,
    offersPetCremation: partner.servicesOffered.includes(SERVICES.pet),
    acceptsCrematedRemains: random.chance(ACCEPTS_CREMATED_REMAINS_SHARE),
    offersWitnessedCremation: partner.servicesOffered.includes(SERVICES.witness),
    servesVeterans: partner.servicesOffered.includes(SERVICES.veterans),
  };
}

interface Identity {
  name: string;
  kind: PartnerProfile['kind'];
  familyName: string | null;
  founded: number;
}

function composeName(city: GeoCity, random: Random): Identity {
  if (city.state === 'Quebec') return composeQuebecName(city, random);
  const surname = random.pick(SURNAMES);
  const other = random.pick(SURNAMES.filter((name) => name !== surname));
  const family = (name: string): Identity => ({
    name,
    kind: 'funeral-home',
    familyName: surname,
    founded: random.int(1895, 2012),
  });
  const local = (name: string, kind: Identity['kind'] = 'funeral-home'): Identity => ({
    name,
    kind,
    familyName: null,
    founded: kind === 'cremation' ? random.int(1978, 2018) : random.int(1920, 2010),
  });

  if (random.chance(0.3)) {
    const descriptive = random.pick(DESCRIPTIVE_NAMES);
    return random.pick([
      () => local(`${city.name} Cremation Society`, 'cremation'),
      () => local(`Cremation Society of ${city.name}`, 'cremation'),
      () => local(`${city.name} Cremation & Memorial`, 'cremation'),
      () => local(`${descriptive} Cremation Services`, 'cremation'),
      () => local(`${descriptive} Cremation Care`, 'cremation'),
      () => local(`${surname} Cremation Services`, 'cremation'),
    ])();
  }
  const landmark = random.pick(LANDMARK_NAMES);
  const identity = random.pick([
    () => family(`${surname} Funeral Home`),
    () => family(`${surname} Funeral Home`),
    () => family(`${surname} & Sons Funeral Home`),
    () => family(`${surname} Family Funeral Home`),
    () => family(`${surname}-${other} Funeral Home`),
    () => family(`${surname} & ${other} Funeral Directors`),
    () => family(`${surname} Funeral Chapel`),
    () => family(`${surname} Memorial Chapel`),
    () => family(`${surname} Mortuary`),
    () => family(`${surname} Funeral Home & Cremation Services`),
    () => local(`${landmark} Funeral Home`),
    () => local(`${landmark} Memorial Chapel`),
    () => local(`${city.name} Funeral Home`),
  ])();
  if (city.country === 'CA' && random.chance(0.15)) return { ...identity, name: `${identity.name} Ltd.` };
  return identity;
}

function composeQuebecName(city: GeoCity, random: Random): Identity {
  const surname = random.pick(QUEBEC_SURNAMES);
  const other = random.pick(QUEBEC_SURNAMES.filter((name) => name !== surname));
  if (random.chance(0.15)) {
    return {
      name: `Coopérative funéraire de ${city.name}`,
      kind: 'funeral-home',
      familyName: null,
      founded: random.int(1970, 2005),
    };
  }
  const name = random.pick([
    `Résidence funéraire ${surname}`,
    `Maison funéraire ${surname}`,
    `Salon funéraire ${surname} & Fils`,
    `Complexe funéraire ${surname}`,
    `Centre funéraire ${surname}-${other}`,
  ]);
  return { name, kind: 'funeral-home', familyName: surname, founded: random.int(1900, 2010) };
}

function chooseServices(kind: PartnerProfile['kind'], random: Random): Service[] {
  const odds: Partial<Record<Service, number>> =
    kind === 'cremation'
      ? {
          [SERVICES.directCremation]: 1,
          [SERVICES.memorial]: 0.7,
          [SERVICES.witness]: 0.4,
          [SERVICES.pet]: 0.35,
          [SERVICES.urns]: 0.5,
          [SERVICES.prePlanning]: 0.6,
          [SERVICES.celebrationOfLife]: 0.4,
          [SERVICES.veterans]: 0.4,
          [SERVICES.griefSupport]: 0.35,
          [SERVICES.livestream]: 0.2,
          [SERVICES.greenBurial]: 0.1,
        }
      : {
          [SERVICES.traditionalFuneral]: 0.9,
          [SERVICES.directCremation]: 0.85,
          [SERVICES.memorial]: 0.8,
          [SERVICES.viewing]: 0.5,
          [SERVICES.burial]: 0.7,
          [SERVICES.greenBurial]: 0.2,
          [SERVICES.veterans]: 0.6,
          [SERVICES.prePlanning]: 0.75,
          [SERVICES.griefSupport]: 0.5,
          [SERVICES.pet]: 0.15,
          [SERVICES.urns]: 0.4,
          [SERVICES.celebrationOfLife]: 0.4,
          [SERVICES.livestream]: 0.3,
          [SERVICES.witness]: 0.15,
        };
  const chosen = new Set<Service>([SERVICES.solidifiedRemains]);
  for (const service of SERVICE_ORDER) {
    if (random.chance(odds[service] ?? 0)) chosen.add(service);
  }
  // A listing with one or two services looks unfinished: top up with the provider's core ones.
  for (const core of [SERVICES.directCremation, SERVICES.memorial, SERVICES.prePlanning]) {
    if (chosen.size >= 4) break;
    chosen.add(core);
  }
  return SERVICE_ORDER.filter((service) => chosen.has(service));
}

function streetAddress(city: GeoCity, random: Random): string {
  const number = random.chance(0.7) ? random.int(100, 4999) : random.int(5000, 19999);
  if (city.state === 'Quebec') return `${number}, ${random.pick(QUEBEC_STREETS)}`;
  if (city.country === 'CA') {
    const suffix = random.pick(CANADIAN_STREET_SUFFIXES);
    const direction =
      suffix !== 'Boulevard' && random.chance(0.2) ? ` ${random.pick(['North', 'South', 'East', 'West'])}` : '';
    return `${number} ${random.pick(CANADIAN_STREET_NAMES)} ${suffix}${direction}`;
  }
  const direction = random.chance(0.25) ? `${random.pick(['N', 'S', 'E', 'W'])} ` : '';
  const street = random.pick(US_STREET_NAMES);
  const suffix = /^\d/.test(street) ? random.pick(['St', 'Ave']) : random.pick(US_STREET_SUFFIXES);
  const suite = random.chance(0.05) ? `, Suite ${random.int(1, 3)}${String(random.int(0, 20)).padStart(2, '0')}` : '';
  return `${number} ${direction}${street} ${suffix}${suite}`;
}

/** US: one of the city's real ZIP codes. Canada: a real FSA of the city plus a made-up local unit. */
function postalCode(city: GeoCity, random: Random): string {
  const code = random.pick(city.postalCodes);
  if (city.country === 'US') return code;
  return `${code} ${random.int(0, 9)}${random.pick([...POSTAL_LETTERS])}${random.int(0, 9)}`;
}

/** 555-0100 to 555-0199 are reserved for fiction in every North American area code. */
function demoPhone(city: GeoCity, random: Random): string {
  return `(${city.areaCode}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`;
}

function jitter(city: GeoCity, random: Random): [latitude: number, longitude: number] {
  // Spread over a disc that grows with the city: about 1 km for a town, up to 12 km for a metropolis.
  const radiusKm = Math.min(12, Math.max(0.8, 1.5 * Math.sqrt(city.population / 50_000)));
  const distance = radiusKm * Math.sqrt(random.next());
  const angle = 2 * Math.PI * random.next();
  const latitude = city.latitude + (distance * Math.sin(angle)) / 111.32;
  const longitude =
    city.longitude + (distance * Math.cos(angle)) / (111.32 * Math.cos((city.latitude * Math.PI) / 180));
  return [Math.round(latitude * 1e5) / 1e5, Math.round(longitude * 1e5) / 1e5];
}

/** A `.example` domain (reserved, never resolves); a name used in two places gets the city added. */
function uniqueDomain(name: string, citySlug: string, used: Set<string>): string {
  const label = slugify(name).slice(0, 40).replace(/-+$/, '');
  const withCity = `${label}-${citySlug}`.slice(0, 56).replace(/-+$/, '');
  let domain = `${label}.example`;
  if (used.has(domain)) domain = `${withCity}.example`;
  for (let n = 2; used.has(domain); n++) domain = `${withCity}-${n}.example`;
  used.add(domain);
  return domain;
}

function uniqueSlug(base: string, used: Map<string, number>): string {
  const seen = used.get(base) ?? 0;
  used.set(base, seen + 1);
  if (seen === 0) return base;
  // "-2" could itself be another partner's base slug; keep counting until it is free.
  for (let n = seen + 1; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) {
      used.set(candidate, 1);
      return candidate;
    }
  }
}

/** About 10 % of partners keep the numeric id they had in the previous directory. */
function assignAliases(partners: DemoPartner[], random: Random): DemoPartnerAlias[] {
  const chosen = random.sample(partners, Math.round(partners.length * ALIAS_SHARE));
  const usedIds = new Set([RESERVED_ALIAS_ID]);
  return chosen.map((partner) => {
    let aliasId: string;
    do aliasId = String(random.int(100_000, 999_999));
    while (usedIds.has(aliasId));
    usedIds.add(aliasId);
    return { aliasId, partnerId: partner.id };
  });
}
