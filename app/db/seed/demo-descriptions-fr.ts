import type { Random } from './random';
import { SERVICES, type Service } from './demo-words';

/*
 * Short descriptions in Canadian French for some demo partners in Québec, so the French pages show both
 * cases: a partner with its own French text, and one whose English text comes with the French note.
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
