import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { parseCsv } from '~/lib/csv';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

/*
 * The office types names and places the way it can on its keyboard: "montreal" for Montréal, "cote" for Côté,
 * "brooks sons" for Brooks & Sons, "G1R1P1" for G1R 1P1. The partner table, its CSV export and the 500-row
 * search (the pickers) ignore accents and case on both sides; the table also takes its keyword word by word.
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
  await insertPartner(db, {
    name: 'Brooks & Sons Funeral Home',
    city: 'St. Louis',
    state: 'Missouri',
    zipCode: '63101',
    email: 'office@brooks.example',
    website: null,
  });
  // In Louisiana, with "st" in its name: not what "st louis" asks for.
  await insertPartner(db, {
    name: 'Still Waters Chapel',
    city: 'Shreveport',
    state: 'Louisiana',
    zipCode: '71101',
    email: null,
    website: null,
  });
  await insertPartner(db, {
    name: 'Maison funéraire Darveau',
    city: 'Québec',
    state: 'Quebec',
    zipCode: 'G1R 1P1',
    email: null,
    website: null,
  });
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
    const quebec = ['Coopérative funéraire du Québec', 'Maison funéraire Darveau', 'Résidence funéraire Côté'];
    expect(await tableNames('quebec')).toEqual(quebec);
    expect(await tableNames('Québec')).toEqual(quebec);
    expect(await tableNames('QUÉBEC')).toEqual(quebec);
    expect(await searchNames('Québec')).toEqual(quebec);
  });

  it.each([
    ['brooks sons', ['Brooks & Sons Funeral Home']],
    ['Brooks and Sons', ['Brooks & Sons Funeral Home']],
    ['st louis', ['Brooks & Sons Funeral Home']],
    ['st. louis', ['Brooks & Sons Funeral Home']],
    ['St-Louis, MO', ['Brooks & Sons Funeral Home']],
    ['brooks missouri 63101', ['Brooks & Sons Funeral Home']],
    ['brooks office@brooks.example', ['Brooks & Sons Funeral Home']],
    ['Austin TX', ['Alder Chapel']],
    ['Austin, Texas', ['Alder Chapel']],
    ['austin/tx', ['Alder Chapel']],
    ['Shreveport, Louisiana', ['Still Waters Chapel']],
    ['still louisiana', ['Still Waters Chapel']],
    ['funeraire quebec', ['Coopérative funéraire du Québec', 'Maison funéraire Darveau', 'Résidence funéraire Côté']],
    ['darveau G1R 1P1', ['Maison funéraire Darveau']],
  ])('the partner table finds every word of %s, each in any field', async (q, expected) => {
    expect(await tableNames(q)).toEqual(expected);
  });

  it('finds no partner when one word is found nowhere in it', async () => {
    expect(await tableNames('brooks toronto')).toEqual([]);
    expect(await tableNames('Austin, Colorado')).toEqual([]);
    expect(await tableNames('funeral xyzzy')).toEqual([]);
  });

  it('finds a postal code typed without its space and a ZIP by its ZIP+4', async () => {
    expect(await tableNames('G1R 1P1')).toEqual(['Maison funéraire Darveau']);
    expect(await tableNames('G1R1P1')).toEqual(['Maison funéraire Darveau']);
    expect(await tableNames('g1r1p1')).toEqual(['Maison funéraire Darveau']);
    expect(await tableNames('g1r1')).toEqual(['Maison funéraire Darveau']);
    expect(await tableNames('78701-1234')).toEqual(['Alder Chapel']);
    expect(await tableNames('Austin 78701-1234')).toEqual(['Alder Chapel']);
    expect(await tableNames('78702-1234')).toEqual([]);
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
    const byWords = await fetch(`${app.baseUrl}/api/admin/partners/export.csv?q=st+louis`, { headers });
    const byWordsNames = parseCsv(await byWords.text())
      .slice(1)
      .map((row) => row[0]);
    expect(byWordsNames).toEqual(['Brooks & Sons Funeral Home']);
  });

  it('still takes % and _ as themselves', async () => {
    expect(await tableNames('%')).toEqual([]);
    expect(await tableNames('r_sidence')).toEqual([]);
    expect(await searchNames('%')).toEqual([]);
  });
});
