import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { parseCsv } from '~/lib/csv';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

/*
 * The office types names and places the way it can on its keyboard: "montreal" for Montréal, "cote" for Côté.
 * The partner table, its CSV export and the 500-row search (the pickers) ignore accents and case on both sides.
 */

let database: DatabaseHandle;
let app: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await insertPartner(db, {
    name: 'Résidence funéraire Côté',
    city: 'Montréal',
    state: 'Quebec',
    zipCode: 'H2X 1Y4',
    email: 'info@rfc.example',
    website: null,
  });
  await insertPartner(db, {
    name: 'Coopérative funéraire du Québec',
    city: 'Lévis',
    state: 'Quebec',
    zipCode: 'G6V 4Z2',
    email: null,
    website: 'https://cooperative-levis.example',
  });
  // Found by its email alone, as before.
  await insertPartner(db, {
    name: 'Maple Leaf Funeral Home',
    city: 'Toronto',
    state: 'Ontario',
    zipCode: 'M5V 2T6',
    email: 'montreal.desk@maple.example',
    website: null,
  });
  await insertPartner(db, { name: 'Alder Chapel', city: 'Austin', state: 'Texas', zipCode: '78701' });
  app = await startTestApp(database);
  headers = authHeader((await createAdminSession(app.context)).token);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function tableNames(q: string): Promise<string[]> {
  const response = await app.request(`/api/admin/partners/page?q=${encodeURIComponent(q)}`, { headers });
  expect(response.status, response.text).toBe(200);
  return (response.body.partners as Array<{ name: string }>).map((partner) => partner.name);
}

async function searchNames(q: string): Promise<string[]> {
  const response = await app.request(`/api/admin/partners/search?q=${encodeURIComponent(q)}`, { headers });
  expect(response.status, response.text).toBe(200);
  return (response.body as Array<{ name: string }>).map((partner) => partner.name);
}

describe('admin partner search without accents', () => {
  it.each([
    ['montreal', ['Maple Leaf Funeral Home', 'Résidence funéraire Côté']],
    ['MONTRÉAL', ['Maple Leaf Funeral Home', 'Résidence funéraire Côté']],
    ['cote', ['Résidence funéraire Côté']],
    ['residence funeraire', ['Résidence funéraire Côté']],
    ['levis', ['Coopérative funéraire du Québec']],
    ['Coopérative-Lévis', ['Coopérative funéraire du Québec']],
  ])('the partner table finds %s', async (q, expected) => {
    expect(await tableNames(q)).toEqual(expected);
  });

  it('answers quebec and Québec alike: the province and the names that contain it', async () => {
    const quebec = ['Coopérative funéraire du Québec', 'Résidence funéraire Côté'];
    expect(await tableNames('quebec')).toEqual(quebec);
    expect(await tableNames('Québec')).toEqual(quebec);
    expect(await tableNames('QUÉBEC')).toEqual(quebec);
    expect(await searchNames('Québec')).toEqual(quebec);
  });

  it('finds them in the search the pickers use', async () => {
    expect(await searchNames('montreal')).toEqual(['Résidence funéraire Côté']);
    expect(await searchNames('cote')).toEqual(['Résidence funéraire Côté']);
    expect(await searchNames('COOPERATIVE')).toEqual(['Coopérative funéraire du Québec']);
  });

  it('exports what the search finds', async () => {
    const response = await fetch(`${app.baseUrl}/api/admin/partners/export.csv?q=montreal`, { headers });
    expect(response.status).toBe(200);
    const names = parseCsv(await response.text())
      .slice(1)
      .map((row) => row[0]);
    expect(names).toEqual(['Maple Leaf Funeral Home', 'Résidence funéraire Côté']);
  });

  it('still takes % and _ as themselves', async () => {
    expect(await tableNames('%')).toEqual([]);
    expect(await tableNames('r_sidence')).toEqual([]);
    expect(await searchNames('%')).toEqual([]);
  });
});
