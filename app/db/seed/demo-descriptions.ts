import type { Random } from './random';
import { SERVICES, type Service } from './demo-words';

/** What the description writer knows about a demo partner. */
export interface PartnerProfile {
  name: string;
  city: string;
  state: string;
  kind: 'funeral-home' | 'cremation';
  /** The family behind a family-named funeral home ("Whitfield & Sons"), else null. */
  familyName: string | null;
  founded: number;
  locationCount: number;
  annualCremations: number;
  services: readonly Service[];
}

const PROSE: Record<Service, string> = {
  'Direct Cremation': 'direct cremation',
  'Traditional Funeral Services': 'traditional funeral services',
  'Memorial Services': 'memorial services',
  'Solidified Remains': 'solidified remains',
  'Cremation with Viewing': 'cremation with a private viewing',
  'Celebration of Life': 'celebration-of-life gatherings',
  'Burial Services': 'burial services',
  'Green Burial': 'green burial',
  'Veteran Services': 'veteran honors',
  'Pre-Planning': 'pre-planning',
  'Grief Support': 'grief support',
  'Pet Cremation': 'pet cremation',
  'Urns & Keepsakes': 'keepsake urns',
  'Livestreamed Services': 'livestreamed services',
  'Witnessed Cremation': 'witnessed cremation',
};

const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six'];
const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** The year the demo data speaks from: descriptions are written as of the last demo partner's joining. */
const WRITTEN_IN = 2025;

function listInProse(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function otherServices(profile: PartnerProfile): string[] {
  return profile.services.filter((service) => service !== SERVICES.solidifiedRemains).map((service) => PROSE[service]);
}

function generations(profile: PartnerProfile): number {
  return Math.min(5, Math.floor((WRITTEN_IN - profile.founded) / 25) + 1);
}

function introSentence(profile: PartnerProfile, random: Random): string {
  const { name, city, state, founded, familyName } = profile;
  if (profile.kind === 'cremation') {
    return random.pick([
      `${name} provides simple, affordable cremation for families in ${city} and across the region.`,
      `${name} has been a cremation provider for the greater ${city} area since ${founded}.`,
      `Since ${founded}, ${name} has offered dignified, straightforward cremation to families in and around ${city}.`,
    ]);
  }
  const options = [
    `${name} has cared for families in ${city} since ${founded}.`,
    `${name} is a locally owned funeral home serving ${city}, ${state}, and the surrounding communities.`,
  ];
  if (familyName) {
    options.push(`Family owned since ${founded}, ${name} serves ${city} and the towns around it.`);
    if (generations(profile) >= 2) {
      const word = NUMBER_WORDS[generations(profile) - 1]!;
      options.push(
        `For ${word} generations, the ${familyName} family has helped ${city} families say goodbye with dignity.`,
      );
    }
  }
  return random.pick(options);
}

function servicesSentence(profile: PartnerProfile, random: Random): string {
  const list = listInProse(otherServices(profile).slice(0, 3));
  return random.pick([
    `We offer ${list}, with clear pricing and no pressure.`,
    `Our team arranges ${list} and explains every option in plain language.`,
    `Families come to us for ${list}, and we take time to answer every question.`,
  ]);
}

function solidifiedRemainsSentence(random: Random): string {
  return random.pick([
    "As an authorized partner, we can return a loved one's cremated remains as smooth, solidified stones to keep close and share.",
    'We are an authorized solidified remains partner, so your family can receive a set of smooth memorial stones instead of loose ashes.',
    "Ask us about solidified remains: smooth stones made from a loved one's ashes that family members can hold and share.",
  ]);
}

function extraSentences(profile: PartnerProfile): string[] {
  const extras = ['Someone answers the phone day or night.', 'We welcome families of every faith and tradition.'];
  if (profile.locationCount > 1) {
    extras.push(`With ${NUMBER_WORDS[profile.locationCount - 1]} locations, there is always a caring team nearby.`);
  }
  if (profile.services.includes(SERVICES.veterans)) {
    extras.push('Veterans and their families receive full support in arranging military honors.');
  }
  if (profile.services.includes(SERVICES.pet)) extras.push('We also care for beloved pets with the same respect.');
  if (profile.services.includes(SERVICES.prePlanning))
    extras.push('Pre-planning meetings are free and without obligation.');
  return extras;
}

/** The short description a partner card shows: 3 to 5 sentences. */
export function composeDescription(profile: PartnerProfile, random: Random): string {
  const sentences = [
    introSentence(profile, random),
    servicesSentence(profile, random),
    solidifiedRemainsSentence(random),
  ];
  sentences.push(...random.sample(extraSentences(profile), random.int(0, 2)));
  return sentences.join(' ');
}

function aboutParagraph(profile: PartnerProfile, random: Random): string {
  const { name, city, founded, familyName, locationCount } = profile;
  const foundings = familyName
    ? [`${name} was founded in ${founded} by the ${familyName} family and has grown alongside ${city} ever since.`]
    : [`${name} opened in ${founded} to give families in ${city} a calm, unhurried place to make arrangements.`];
  if (familyName && generations(profile) >= 2) {
    foundings.push(
      `The ${familyName} family opened ${name} in ${founded}, and the ${ORDINAL_WORDS[generations(profile) - 1]} generation now welcomes families through its doors.`,
    );
  }
  const founding = random.pick(foundings);
  // Rounded: nobody describes their year to the last family.
  const families = String(Math.max(10, Math.round(profile.annualCremations / 10) * 10)).replace(
    /\B(?=(\d{3})+$)/g,
    ',',
  );
  const reach =
    locationCount > 1
      ? `Today our staff cares for about ${families} families a year from ${NUMBER_WORDS[locationCount - 1]} locations.`
      : `Today our staff cares for about ${families} families a year.`;
  const belief = random.pick([
    'We believe every life deserves a farewell that feels personal and true to the person being remembered.',
    'We know that no two families grieve the same way, so we listen first and plan second.',
    'Our promise is simple: honest prices, clear answers and the time you need.',
  ]);
  return [founding, reach, belief].join(' ');
}

function servicesParagraph(profile: PartnerProfile, random: Random): string {
  const first = `Our services include ${listInProse(otherServices(profile))}.`;
  const second =
    profile.kind === 'cremation'
      ? 'Because we focus on cremation, we can keep our prices modest while giving every family our full attention.'
      : 'Whether you want a simple direct cremation or a full service with visitation, we will walk you through each choice and its cost before anything is decided.';
  const third = random.pick([
    'We can also help you plan a memorial gathering at a place that meant something to your loved one.',
    'Every arrangement is written down for you, so nothing is a surprise later.',
    'We handle the death certificates, permits and notices, so your family can focus on each other.',
  ]);
  return [first, second, third].join(' ');
}

function solidifiedRemainsParagraph(random: Random): string {
  return [
    'We are proud to be an authorized partner for solidified remains.',
    "Instead of loose ashes, a family can receive a set of smooth, solid stones made from their loved one's cremated remains, usually 40 to 60 from an adult.",
    random.pick([
      'Many families keep a stone at home, share them among relatives or place one somewhere meaningful.',
      'The stones are easy to hold, simple to share with relatives near and far, and can travel with you.',
    ]),
    'We take care of the paperwork and the careful transfer of the remains, and we return the stones to you when they are ready.',
  ].join(' ');
}

function communityParagraph(profile: PartnerProfile): string | undefined {
  const sentences: string[] = [];
  if (profile.services.includes(SERVICES.veterans)) {
    sentences.push(
      'We are honored to serve veterans, and we coordinate military honors and benefits paperwork for their families.',
    );
  }
  if (profile.services.includes(SERVICES.greenBurial)) {
    sentences.push('For families who want a gentler footprint, we arrange green burial and simple, natural memorials.');
  }
  if (profile.services.includes(SERVICES.griefSupport)) {
    sentences.push(
      'Our care does not end after the service: we offer grief support and can connect you with local groups and counselors.',
    );
  }
  if (profile.services.includes(SERVICES.pet)) {
    sentences.push('Pets are family too, and we offer private pet cremation with the same care we give every person.');
  }
  return sentences.length >= 2 ? sentences.slice(0, 3).join(' ') : undefined;
}

function visitParagraph(profile: PartnerProfile): string {
  const place = profile.kind === 'cremation' ? 'office' : 'funeral home';
  return [
    `Our ${profile.city} ${place} is open for planning meetings by appointment, and we are glad to meet families at home when that is easier.`,
    'Call us any time, or send a question through this directory and we will get back to you.',
  ].join(' ');
}

/** The long description a partner page shows: 3 to 5 paragraphs separated by blank lines. */
export function composeLongDescription(profile: PartnerProfile, random: Random): string {
  const paragraphs = [
    aboutParagraph(profile, random),
    servicesParagraph(profile, random),
    solidifiedRemainsParagraph(random),
  ];
  const community = communityParagraph(profile);
  if (community) paragraphs.push(community);
  if (random.chance(0.7)) paragraphs.push(visitParagraph(profile));
  return paragraphs.join('\n\n');
}
