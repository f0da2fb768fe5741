import type { Database } from '~/db/client.server';
import type { PartnerRow } from '~/db/schema.server';
import { insertPartner } from './partner';

/** Real city centres, so distances in tests are the distances a family would expect. */
export const CITY_COORDINATES = {
  austin: { latitude: 30.2672, longitude: -97.7431 },
  roundRock: { latitude: 30.5083, longitude: -97.6789 },
  sanAntonio: { latitude: 29.4241, longitude: -98.4936 },
  waco: { latitude: 31.5493, longitude: -97.1467 },
  dallas: { latitude: 32.7767, longitude: -96.797 },
  shreveport: { latitude: 32.5252, longitude: -93.7502 },
  newYork: { latitude: 40.7128, longitude: -74.006 },
  toronto: { latitude: 43.6532, longitude: -79.3832 },
  saltLakeCity: { latitude: 40.7608, longitude: -111.891 },
} as const;

/**
 * A small directory exercising every public rule: priority and regular partners, inactive partners
 * (one alone in Waco, one alone in Utah), several cities in Texas, a neighbour across the state line,
 * a Canadian province and legacy alias ids.
 */
export async function insertSampleDirectory(db: Database) {
  const c = CITY_COORDINATES;
  const partners = {
    hillCountry: await insertPartner(db, {
      name: 'Hill Country Cremation',
      isPriority: true,
      googleRating: 4.9,
      imageUrl: 'attached_assets/hill-country.jpg',
      coordinates: c.austin,
      aliases: ['1001'],
    }),
    austinMemorial: await insertPartner(db, { name: 'Austin Memorial Chapel', coordinates: c.austin }),
    barton: await insertPartner(db, { name: 'barton springs funeral home', coordinates: null }),
    zilkerInactive: await insertPartner(db, {
      name: 'Zilker Funeral Services',
      isPriority: true,
      isActive: false,
      googleRating: 5,
      coordinates: c.austin,
      aliases: ['1002'],
    }),
    roundRock: await insertPartner(db, {
      name: 'Round Rock Family Funeral',
      city: 'Round Rock',
      zipCode: '78664',
      coordinates: c.roundRock,
    }),
    alamo: await insertPartner(db, {
      name: 'Alamo Heights Memorial',
      city: 'San Antonio',
      zipCode: '78209',
      isPriority: true,
      googleRating: 4.2,
      coordinates: c.sanAntonio,
    }),
    missionSa: await insertPartner(db, {
      name: 'Mission Cremation Society',
      city: 'San Antonio',
      zipCode: '78210',
      coordinates: c.sanAntonio,
    }),
    wacoInactive: await insertPartner(db, {
      name: 'Brazos Valley Funeral',
      city: 'Waco',
      zipCode: '76701',
      isActive: false,
      coordinates: c.waco,
    }),
    dallas: await insertPartner(db, {
      name: 'Dallas Memorial Gardens',
      city: 'Dallas',
      zipCode: '75201',
      isPriority: true,
      googleRating: 4.5,
      coordinates: c.dallas,
    }),
    shreveport: await insertPartner(db, {
      name: 'Red River Cremation',
      city: 'Shreveport',
      state: 'Louisiana',
      zipCode: '71101',
      isPriority: true,
      coordinates: c.shreveport,
    }),
    newYork: await insertPartner(db, {
      name: "St. Mary's Funeral Home",
      city: 'New York',
      state: 'NY',
      zipCode: '10001',
      isPriority: true,
      googleRating: 3.9,
      coordinates: c.newYork,
    }),
    toronto: await insertPartner(db, {
      name: 'Lakeshore Cremation',
      city: 'Toronto',
      state: 'Ontario',
      zipCode: 'M5V 2T6',
      isPriority: true,
      googleRating: 4.7,
      coordinates: c.toronto,
    }),
    utahInactive: await insertPartner(db, {
      name: 'Wasatch Funeral',
      city: 'Salt Lake City',
      state: 'Utah',
      zipCode: '84101',
      isActive: false,
      coordinates: c.saltLakeCity,
    }),
  } satisfies Record<string, PartnerRow>;
  return partners;
}

export type SampleDirectory = Awaited<ReturnType<typeof insertSampleDirectory>>;
