import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { mailOutbox, partners } from '~/db/schema.server';
import { isAppError } from '~/lib/errors';
import { sendDueReminders } from '~/modules/partner-portal/portal-reminders.server';
import { confirmListingByLink } from '~/modules/partner-portal/portal.service.server';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// The reminder's "Yes, still right" link after the office revoked the listing's portal access: whoever
// still reads that mailbox (a former employee, a sold business) can no longer vouch for the listing.

let database: DatabaseHandle;
let app: TestApp;
let admin: { authorization: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  admin = authHeader((await createAdminSession(app.context)).token);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const DAY_MS = 24 * 60 * 60_000;

/** A listing nobody confirmed for 100 days, and the token of the reminder's confirm link mailed to it. */
async function remindedListing(name: string, email: string) {
  const partner = await insertPartner(database.db, { name, email });
  const checkedAt = new Date(Date.now() - 100 * DAY_MS);
  await database.db.update(partners).set({ informationCheckedAt: checkedAt }).where(eq(partners.id, partner.id));
  await sendDueReminders(database.db, { publicUrl: 'https://directory.test', batch: 50 });
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.purpose, 'portal-reminder')));
  const token = mail?.textBody.match(/\/partner-portal\/confirm\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no confirm link mailed to ${email}`);
  return { partner, checkedAt, token };
}

const checkedAtOf = async (id: string) =>
  (await database.db.select().from(partners).where(eq(partners.id, id)))[0]!.informationCheckedAt;

describe('a confirm link of a listing whose access the office revoked', () => {
  it('confirms nothing: the same "cannot be used" as any unusable link', async () => {
    const kept = await remindedListing('Hazel Chapel', 'owner@hazel.example');
    const revoked = await remindedListing('Juniper Home', 'former@juniper.example');
    const answer = await app.request(`/api/admin/partner-portal/${revoked.partner.id}/revoke`, {
      method: 'POST',
      headers: admin,
    });
    expect(answer.status).toBe(200);

    const refusal = await confirmListingByLink(database.db, { token: revoked.token }).catch((error: unknown) => error);
    expect(isAppError(refusal, 'NOT_FOUND')).toBe(true);
    expect(await checkedAtOf(revoked.partner.id)).toEqual(revoked.checkedAt);

    // A listing with access keeps its link working.
    await confirmListingByLink(database.db, { token: kept.token });
    expect((await checkedAtOf(kept.partner.id)).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
