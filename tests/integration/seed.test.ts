import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { isDatabaseEmpty } from '~/db/migrate.server';
import { generateDemoPartners } from '~/db/seed/demo-partners';
import { clearDemoData, type SeedDemoDataSummary, seedDemoData } from '~/db/seed/seed.server';
import { parsePartnerCsv } from '~/modules/partners/partner-csv';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

let database: DatabaseHandle;
let app: TestApp;
let summary: SeedDemoDataSummary;

async function one<Row>(query: ReturnType<typeof sql>): Promise<Row> {
  const result = await database.db.execute<Record<string, unknown>>(query);
  return result.rows[0] as Row;
}

beforeAll(async () => {
  database = await createTestDatabase();
  summary = await seedDemoData(database.db);
  app = await startTestApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('seedDemoData', () => {
  it('writes 1,857 active partners, a few inactive ones, aliases and FAQ items', async () => {
    const counts = await one<{ active: number; inactive: number; priority: number; aliases: number; faq: number }>(sql`
      select
        (select count(*)::int from partners where is_active) as active,
        (select count(*)::int from partners where not is_active) as inactive,
        (select count(*)::int from partners where is_priority) as priority,
        (select count(*)::int from partner_aliases) as aliases,
        (select count(*)::int from faq_items) as faq`);
    expect(counts).toEqual({
      active: 1857,
      inactive: summary.inactive,
      priority: summary.priority,
      aliases: summary.aliases,
      faq: summary.faqItems,
    });
    expect(summary).toMatchObject({ partners: 1857 + summary.inactive, active: 1857 });
    expect(summary.inactive).toBeGreaterThan(0);
    expect(summary.faqItems).toBeGreaterThanOrEqual(15);
  });

  it('stores the generated rows exactly, arrays, dates and coordinates included', async () => {
    // A Canadian partner with a Google rating: postal code, real and array columns all round-trip.
    const expected = generateDemoPartners().partners.find(
      (partner) => partner.country === 'CA' && partner.googleRating !== null,
    )!;
    const row = await one<Record<string, unknown>>(sql`
      select name, slug, zip_code, state_slug, city_slug, country, services_offered, create_date, latitude, google_rating
      from partners where id = ${expected.id}`);
    expect(row).toMatchObject({
      name: expected.name,
      slug: expected.slug,
      zip_code: expected.zipCode,
      state_slug: expected.stateSlug,
      city_slug: expected.citySlug,
      country: expected.country,
      services_offered: expected.servicesOffered,
      latitude: expected.latitude,
    });
    expect(new Date(row.create_date as string).toISOString()).toBe(expected.createDate.toISOString());
    expect(Number(row.google_rating)).toBeCloseTo(expected.googleRating!, 5);
  });

  it('stores the facts families decide on, with the minutes "Open now" reads derived from the hours', async () => {
    const check = await one<{
      hours: number;
      mismatched: number;
      priced: number;
      undated: number;
      mondayNoon: number;
    }>(sql`
      select
        (select count(*)::int from partners where opening_hours is not null) as hours,
        (select count(*)::int from partners where (opening_hours is null) <> (opening_minutes is null)) as mismatched,
        (select count(*)::int from partners where direct_cremation_from_cents is not null) as priced,
        (select count(*)::int from partners where (direct_cremation_from_cents is null) <> (price_checked_on is null)) as undated,
        (select count(*)::int from partners where opening_minutes @> 720) as "mondayNoon"`);
    expect(check.hours).toBeGreaterThan(1000);
    expect(check.mismatched).toBe(0);
    expect(check.priced).toBeGreaterThan(400);
    expect(check.undated).toBe(0);
    // Every demo schedule is open Monday at noon.
    expect(check.mondayNoon).toBe(check.hours);

    const expected = generateDemoPartners().partners.find(
      (partner) => partner.isActive && partner.priceListUrl !== null && partner.openingHours !== null,
    )!;
    const response = await app.request(`/api/partners/${expected.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      priceListUrl: expected.priceListUrl,
      directCremationFromCents: expected.directCremationFromCents,
      priceCheckedOn: expected.priceCheckedOn,
      openingHours: expected.openingHours,
    });
  });

  it('keeps slugs unique and every alias pointing at a partner', async () => {
    const check = await one<{ slugs: number; partners: number; orphans: number }>(sql`
      select
        (select count(distinct slug)::int from partners) as slugs,
        (select count(*)::int from partners) as partners,
        (select count(*)::int from partner_aliases a left join partners p on p.id = a.partner_id where p.id is null) as orphans`);
    expect(check.slugs).toBe(check.partners);
    expect(check.orphans).toBe(0);
  });

  it('serves the seeded partners through the public API, by city and by legacy id', async () => {
    const austin = await one<{ count: number }>(sql`
      select count(*)::int as count from partners where state_slug = 'texas' and city_slug = 'austin' and is_active`);
    const response = await app.request('/api/partners/state/texas/city/austin');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(austin.count);

    const alias = await one<{ alias_id: string; slug: string }>(sql`
      select a.alias_id, p.slug from partner_aliases a join partners p on p.id = a.partner_id
      where p.is_active order by a.alias_id limit 1`);
    const byAlias = await app.request(`/api/partners/${alias.alias_id}`);
    expect(byAlias.status).toBe(200);
    expect(byAlias.body.slug).toBe(alias.slug);
  });

  it('gives the partner-specific FAQ items to their partner page', async () => {
    const target = await one<{ partner_id: string }>(sql`
      select unnest(target_partners) as partner_id from faq_items where applies_to = 'partner' limit 1`);
    const response = await app.request(`/api/faq?context=partner&partnerId=${target.partner_id}`);
    expect(response.status).toBe(200);
    expect(response.body.map((item: { question: string }) => item.question)).toContain(
      'Can we visit before making arrangements?',
    );
  });

  it('stores every partner as the form and the import write it: re-importing the export changes none', async () => {
    const headers = authHeader((await createAdminSession(app.context)).token);
    const exported = await fetch(`${app.baseUrl}/api/admin/partners/export.csv`, { headers });
    const { rows } = parsePartnerCsv(await exported.text());
    const check = await app.request('/api/admin/partners/bulk', {
      method: 'POST',
      body: { partners: rows, dryRun: true },
      headers,
    });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({
      count: rows.length,
      created: 0,
      updated: 0,
      unchanged: rows.length,
      errors: [],
    });
  });

  it('clears what it wrote, so it can seed again', async () => {
    await clearDemoData(database.db);
    expect(await isDatabaseEmpty(database)).toBe(true);
    const again = await seedDemoData(database.db, { partners: 50, seed: 2 });
    expect(again.active).toBe(50);
    const count = await one<{ count: number }>(sql`select count(*)::int as count from partners where is_active`);
    expect(count.count).toBe(50);
  });
});
