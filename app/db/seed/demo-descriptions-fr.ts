import type { Random } from './random';
import { SERVICES, type Service } from './demo-words';

/*
 * Descriptions (short and long) and service names in Canadian French for some demo partners in Québec, so
 * the French pages show both cases: a partner with its own French text, and one whose English text comes
 * with the French note.
 */

/** What the French writer knows about a demo partner (what its row says). */
export interface FrenchProfile {
  name: string;
  city: string;
  kind: 'funeral-home' | 'cremation';
  services: readonly string[];
}

const PROSE_FR: Record<Service, string> = {
  'Direct Cremation': 'la crémation directe',
  'Traditional Funeral Services': 'les funérailles traditionnelles',
  'Memorial Services': 'les services commémoratifs',
  'Solidified Remains': 'les cendres solidifiées',
  'Cremation with Viewing': 'la crémation avec exposition privée',
  'Celebration of Life': 'les célébrations de vie',
  'Burial Services': 'l’inhumation',
  'Green Burial': 'l’inhumation écologique',
  'Veteran Services': 'les honneurs aux anciens combattants',
  'Pre-Planning': 'les préarrangements',
  'Grief Support': 'le soutien au deuil',
  'Pet Cremation': 'la crémation d’animaux de compagnie',
  'Urns & Keepsakes': 'les urnes et les reliquaires',
  'Livestreamed Services': 'la diffusion en direct des cérémonies',
  'Witnessed Cremation': 'la crémation en présence des proches',
};

/** The services as a French page lists them (the partner's own French list). */
const LABEL_FR: Record<Service, string> = {
  'Direct Cremation': 'Crémation directe',
  'Traditional Funeral Services': 'Funérailles traditionnelles',
  'Memorial Services': 'Services commémoratifs',
  'Solidified Remains': 'Cendres solidifiées',
  'Cremation with Viewing': 'Crémation avec exposition',
  'Celebration of Life': 'Célébration de vie',
  'Burial Services': 'Inhumation',
  'Green Burial': 'Inhumation écologique',
  'Veteran Services': 'Honneurs aux anciens combattants',
  'Pre-Planning': 'Préarrangements',
  'Grief Support': 'Soutien au deuil',
  'Pet Cremation': 'Crémation d’animaux de compagnie',
  'Urns & Keepsakes': 'Urnes et reliquaires',
  'Livestreamed Services': 'Cérémonies diffusées en direct',
  'Witnessed Cremation': 'Crémation en présence des proches',
};

const isService = (service: string): service is Service => service in LABEL_FR;

/** The partner's services named in French, in the same order. */
export function frenchServiceNames(services: readonly string[]): string[] {
  return services.filter(isService).map((service) => LABEL_FR[service]);
}

/** "de Montréal", "d’Alma": French elides before a vowel. */
function ofCity(city: string): string {
  return /^[aeiouyàâéèêëîïôûü]/i.test(city) ? `d’${city}` : `de ${city}`;
}

function listInProse(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

export function composeFrenchDescription(profile: FrenchProfile, random: Random): string {
  const { name, city } = profile;
  const intro =
    profile.kind === 'cremation'
      ? random.pick([
          `${name} offre des services de crémation simples et abordables aux familles ${ofCity(city)} et des environs.`,
          `${name} accompagne les familles de la région ${ofCity(city)} avec respect et discrétion.`,
        ])
      : random.pick([
          `${name} accompagne les familles ${ofCity(city)} et des environs avec écoute et respect.`,
          `${name} aide les familles ${ofCity(city)} à organiser des adieux qui leur ressemblent.`,
        ]);
  const offered = profile.services
    .filter((service): service is Service => service in PROSE_FR && service !== SERVICES.solidifiedRemains)
    .slice(0, 3)
    .map((service) => PROSE_FR[service]);
  const services = offered.length > 0 ? `Nous offrons notamment ${listInProse(offered)}.` : null;
  const stones = random.pick([
    'Nous pouvons aussi faire transformer les cendres de votre proche en pierres lisses et solides, à garder près de vous ou à partager.',
    'Nous offrons aussi les cendres solidifiées, une façon douce de garder votre proche près de vous.',
  ]);
  return [intro, services, stones].filter(Boolean).join(' ');
}

const NUMBER_WORDS_FR = ['un', 'deux', 'trois', 'quatre', 'cinq', 'six'];
const NBSP = '\u00a0';
const familiesFormat = new Intl.NumberFormat('fr-CA');

/** What the long French text also knows: how many families a year, from how many places. */
export interface FrenchLongProfile extends FrenchProfile {
  annualCremations: number;
  locationCount: number;
}

/** The About text of a French partner page: three to four paragraphs separated by blank lines. */
export function composeFrenchLongDescription(profile: FrenchLongProfile, random: Random): string {
  const { name, city, kind } = profile;
  const intro =
    kind === 'cremation'
      ? `${name} offre aux familles ${ofCity(city)} et des environs des services de crémation simples, dignes et abordables.`
      : random.pick([
          `${name} accompagne les familles ${ofCity(city)} et des environs dans les jours qui suivent un décès, avec écoute et respect.`,
          `${name} aide les familles ${ofCity(city)} à organiser des adieux qui leur ressemblent, sans presse et sans pression.`,
        ]);
  // Rounded: nobody describes their year to the last family.
  const families = familiesFormat.format(Math.max(10, Math.round(profile.annualCremations / 10) * 10));
  const reach =
    profile.locationCount > 1
      ? `Aujourd’hui, notre équipe accompagne environ ${families} familles par année à partir de ${NUMBER_WORDS_FR[profile.locationCount - 1] ?? profile.locationCount} établissements.`
      : `Aujourd’hui, notre équipe accompagne environ ${families} familles par année.`;
  const belief = random.pick([
    'Nous croyons que chaque vie mérite un hommage personnel, fidèle à la personne dont on se souvient.',
    `Chaque famille vit le deuil à sa façon${NBSP}: nous prenons d’abord le temps de vous écouter.`,
    `Notre engagement est simple${NBSP}: des prix clairs, des réponses franches et tout le temps qu’il vous faut.`,
  ]);

  const offered = profile.services
    .filter((service): service is Service => isService(service) && service !== SERVICES.solidifiedRemains)
    .slice(0, 4)
    .map((service) => PROSE_FR[service]);
  const services = [
    offered.length > 0 ? `Nous offrons notamment ${listInProse(offered)}.` : null,
    kind === 'cremation'
      ? 'Parce que nous nous consacrons à la crémation, nous gardons des prix modestes tout en accordant à chaque famille toute notre attention.'
      : 'Que vous souhaitiez une crémation directe toute simple ou des funérailles complètes avec exposition, nous vous expliquons chaque choix et son coût avant toute décision.',
    random.pick([
      'Nous pouvons aussi vous aider à organiser un rassemblement commémoratif dans un lieu qui comptait pour votre proche.',
      'Chaque arrangement vous est remis par écrit, pour qu’il n’y ait aucune surprise par la suite.',
      'Nous nous occupons des formalités, des permis et de l’avis de décès, pour que votre famille puisse se consacrer à l’essentiel.',
    ]),
  ];

  const stones = [
    'Nous sommes fiers d’être un partenaire autorisé pour les cendres solidifiées.',
    'Plutôt que des cendres en vrac, la famille reçoit un ensemble de pierres lisses et solides, faites à partir des cendres de son proche, habituellement de 40 à 60 pour un adulte.',
    random.pick([
      'Bien des familles gardent une pierre à la maison, en partagent avec leurs proches ou en déposent une dans un lieu qui a du sens.',
      'Les pierres se tiennent bien dans la main, se partagent facilement avec les proches, près ou loin, et peuvent vous accompagner partout.',
    ]),
    'Nous nous chargeons des documents et du transfert attentif des cendres, et nous vous remettons les pierres dès qu’elles sont prêtes.',
  ];

  const paragraphs = [[intro, reach, belief], services, stones].map((sentences) => sentences.filter(Boolean).join(' '));
  if (random.chance(0.7)) {
    paragraphs.push(
      [
        `Nous vous recevons sur rendez-vous à ${city} pour préparer les arrangements, et nous pouvons aussi nous rendre chez vous si c’est plus simple.`,
        `Appelez-nous en tout temps, ou écrivez-nous au moyen de ce répertoire${NBSP}: nous vous répondrons rapidement.`,
      ].join(' '),
    );
  }
  return paragraphs.join('\n\n');
}
