import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { foldAccents } from '~/lib/text-fold';
import { compactLower, foldedLower } from '~/modules/partners/partner.table';
import { compactName, searchPartners } from '~/modules/search/search.service.server';
import { insertPartner } from '../factories/partner';
import { startTestApp, type TestApp } from '../setup/test-app';
import { createTestDatabase } from '../setup/test-database';

/*
 * Business names typed without their punctuation, as families type them on a phone: a hyphen, an apostrophe
 * or "&" written "and" / "et" still finds the partner, through GET /api/search and the search page's service.
 */

let database: DatabaseHandle;
let app: TestApp;

const NAMES = [
  ['Simmons-Ferguson Funeral Home', 'Dallas', 'Texas', '75201'],
  ["O'Brien Family Funeral Home", 'St. Louis', 'Missouri', '63101'],
  ['Clark & Sons Mortuary', 'Austin', 'Texas', '78701'],
  ['Tremblay & Fils', 'Québec', 'Quebec', 'G1R 4P5'],
  ['Morin-Pelletier Coopérative', 'Rimouski', 'Quebec', 'G5L 1A1'],
  ['Coopérative funéraire du Sacré-Cœur', 'Montréal', 'Quebec', 'H2X 1Y4'],
] as const;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  for (const [name, city, state, zipCode] of NAMES) await insertPartner(database.db, { name, city, state, zipCode });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const namesFound = async (q: string) => {
  const response = await app.request(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return (response.body.partners as { name: string }[]).map((partner) => partner.name);
};

describe('a business name typed without its punctuation', () => {
  it.each([
    ['Simmons Ferguson', 'Simmons-Ferguson Funeral Home'],
    ['simmonsferguson', 'Simmons-Ferguson Funeral Home'],
    ['obrien', "O'Brien Family Funeral Home"],
    ['OBrien Family', "O'Brien Family Funeral Home"],
    ['Clark and Sons', 'Clark & Sons Mortuary'],
    ['Tremblay et Fils', 'Tremblay & Fils'],
    ['Tremblay and fils', 'Tremblay & Fils'],
    ['morin pelletier cooperative', 'Morin-Pelletier Coopérative'],
    ['Sacre Coeur', 'Coopérative funéraire du Sacré-Cœur'],
  ])('%j finds %j', async (query, name) => {
    expect(await namesFound(query)).toEqual([name]);
    const page = await searchPartners(database.db, { q: query });
    expect(page.partners.map((partner) => partner.name)).toEqual([name]);
  });

  it('does not make a word of "and" inside another ("Anderson", "Sandy")', async () => {
    expect(compactName('Anderson & Sandy Hill')).toBe('andersonsandyhill');
  });

  it('folds a name in JavaScript as the database folds it for its index', async () => {
    const samples = [
      ...NAMES.map(([name]) => name),
      'Hope and  Grace — Et Cie.',
      'Éternité & Lumière',
      'AND',
      'Coopérative funéraire du Sacré-Cœur',
      'Søren & Sons',
      'Dvořák Chapel',
      'Łukasz Ætherstraße',
      // Every letter the database folds, upper and lower case.
      'àáâãäåāăąçćčďđèéêëēėęěğìíîïīıľĺłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž',
      'ÀÁÂÃÄÅĀĂĄÇĆČĎĐÈÉÊËĒĖĘĚĞÌÍÎÏĪĽĹŁÑŃŇÒÓÔÕÖØŌŐŔŘŚŠŞŤÙÚÛÜŪŮŰÝŸŹŻŽ',
    ];
    for (const sample of samples) {
      const { rows } = await database.db.execute<{ compact: string; folded: string }>(
        sql`select ${compactLower(sql`${sample}::text`)} as compact, ${foldedLower(sql`${sample}::text`)} as folded`,
      );
      const [row] = rows;
      expect(compactName(sample), sample).toBe(row?.compact);
      expect(foldAccents(sample), sample).toBe(row?.folded);
    }
    expect(compactName('Sacré-Cœur')).toBe('sacrecoeur');
  });
});
