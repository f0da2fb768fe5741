import { generateDemoPartners, PLACEHOLDER_PHONE } from '~/db/seed/demo-partners';
import { findRegion } from '~/modules/geo/regions';
import type { FakePlace, FakeReview } from './google-places-server';

/*
 * Google Places data for the demo partners (the default `SEED=demo` set), for the fake Places server: so
 * every Google screen can be tried without a key (`npm run fake:google`) and the browser tests have
 * something real to find. Deterministic: the same demo seed gives the same places, ratings and roles.
 *
 * Among the partners WITHOUT Google data, in the order the demo generator makes them:
 *   - every fifth one from the second on has no listing at all (Text Search finds nothing that agrees);
 *   - the third is a listing Google fails on (HTTP 500, every time);
 *   - the fourth answers after 8 s (longer than the client waits, twice).
 * Everyone else has a listing (name, the partner's address with the state abbreviated as Google writes
 * it, a phone, a rating, reviews, photos), placeholder-phone partners included (a real number to fix).
 */

export interface DemoGooglePlaces {
  places: FakePlace[];
  roles: { unmatched: string[]; failing: string; slow: string };
}

export const SLOW_PLACE_DELAY_MS = 8_000;

const REVIEW_TEXTS = [
  'The staff were patient and kind with our whole family, and explained every choice without any pressure.',
  'They handled everything with dignity. The memorial service was exactly what Mom would have wanted.',
  'Clear prices, quick answers on the phone, and a calm, quiet chapel. Thank you for your care.',
  'We arrived with nothing planned and left with a plan we felt at peace with. Highly recommended.',
  'Professional and compassionate from the first call. They even helped with the obituary.',
  'A small family business that treats you like family. The cremation was handled promptly.',
];
const REVIEWERS = ['Maria Lopez', 'James Carter', 'Aiyana Begay', 'Wei Chen', 'Fatima Noor', 'Tom Becker', 'Grace Kim'];
const WHEN = ['2 weeks ago', 'a month ago', '3 months ago', '5 months ago', 'a year ago', '2 years ago'];

/** A small stable number from a string (FNV-1a). */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const character of text) value = Math.imul(value ^ character.charCodeAt(0), 0x01000193) >>> 0;
  return value;
}

export function demoPlaceId(partnerId: string): string {
  return `ChIJdemo_${partnerId.replace(/-/g, '')}`;
}

export function demoGooglePlaces(): DemoGooglePlaces {
  const { partners } = generateDemoPartners();
  const missing = partners.filter((partner) => !partner.googleRating);
  const unmatched = new Set(missing.filter((_, index) => index % 5 === 1).map((partner) => partner.id));
  const failing = missing[2]!.id;
  const slow = missing[3]!.id;

  const places: FakePlace[] = [];
  for (const partner of partners) {
    if (unmatched.has(partner.id)) continue;
    const seed = hash(partner.id);
    const state = findRegion(partner.state)?.abbreviation ?? partner.state;
    const country = partner.country === 'CA' ? 'Canada' : 'USA';
    const reviewCount = 3 + (seed % 4);
    const reviews: FakeReview[] = Array.from({ length: reviewCount }, (_, index) => ({
      author: REVIEWERS[(seed + index) % REVIEWERS.length]!,
      authorUri: `https://www.google.com/maps/contrib/${1000 + ((seed + index) % 9000)}/reviews`,
      rating: index % 4 === 3 ? 4 : 5,
      text: REVIEW_TEXTS[(seed + index * 5) % REVIEW_TEXTS.length]!,
      relativeTime: WHEN[index % WHEN.length]!,
    }));
    places.push({
      id: demoPlaceId(partner.id),
      displayName: partner.name,
      formattedAddress: `${partner.address}, ${partner.city}, ${state} ${partner.zipCode}, ${country}`,
      rating: Math.round((3.8 + (seed % 13) / 10) * 10) / 10,
      userRatingCount: 5 + (seed % 600),
      editorialSummary: `${partner.name} is a funeral home in ${partner.city} offering cremation and memorial services.`,
      nationalPhoneNumber:
        partner.phone === PLACEHOLDER_PHONE ? `(212) 555-01${String(seed % 100).padStart(2, '0')}` : partner.phone,
      reviews,
      photos: ['front', 'chapel', 'garden'].map((ref, index) => ({
        ref,
        widthPx: index === 1 ? 800 : 1600,
        heightPx: 1000,
        author: REVIEWERS[(seed + index + 2) % REVIEWERS.length],
        authorUri: `https://maps.google.com/maps/contrib/${2000 + index}`,
      })),
      ...(partner.id === failing ? { failWith: 500 } : {}),
      ...(partner.id === slow ? { delayMs: SLOW_PLACE_DELAY_MS } : {}),
    });
  }
  return { places, roles: { unmatched: [...unmatched], failing, slow } };
}
