import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { adminActivity, mailOutbox } from '~/db/schema.server';
import { emailDeliverySchema } from '~/modules/admin-dashboard/email-delivery.schema';
import { processPasswordResetRequests } from '~/modules/admin-auth/admin-people.service.server';
import { enqueueMail } from '~/modules/mail/outbox.server';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { startMailDelivery } from '../setup/mail-delivery';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// An office without a mail server for a while: the emails kept meanwhile go out once one is set up, except
// those whose link was used, replaced or has expired by then.

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

let database: DatabaseHandle;
/** No SMTP_URL: emails wait in the outbox. */
let app: TestApp;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  ({ token } = await createAdminSession(app.context, { role: 'admin', username: 'maria' }));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(() => database.db.delete(mailOutbox));

function invite(email: string) {
  return app.request('/api/admin/invitations', {
    method: 'POST',
    headers: authHeader(token),
    body: { email, role: 'editor' },
  });
}

async function waitingText(address: string): Promise<string> {
  const [row] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row?.textBody ?? '';
}

/** An inquiry email queued long ago, as one kept through days without a mail server. */
async function oldInquiryEmail(to: string) {
  const row = await enqueueMail(database.db, { to, subject: 'An inquiry', text: 'A family asks', purpose: 'inquiry' });
  const longAgo = new Date(Date.now() - 10 * DAY);
  await database.db
    .update(mailOutbox)
    .set({ createdAt: longAgo, nextAttemptAt: longAgo })
    .where(eq(mailOutbox.id, row.id));
}

/**
 * The mail server set up at last: the real worker over real SMTP, its first pass starting at once. Waits for
 * `expected` messages and a moment more for any other, then says who got one.
 */
async function setUpMailServer(expected: number) {
  const delivery = await startMailDelivery(database, { fromAddress: 'office@directory.test' });
  try {
    await delivery.smtp.waitForMessages(expected);
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    await delivery.close();
  }
  return delivery.smtp.messages.map((message) => message.envelope.to.join(','));
}

async function emailCard() {
  const response = await app.request('/api/admin/stats/email-delivery', { headers: authHeader(token) });
  expect(response.status).toBe(200);
  return emailDeliverySchema.parse(response.body);
}

describe('link emails kept while no mail server is set up', () => {
  it('an invitation accepted, or replaced by a newer one, before SMTP is set up is never delivered', async () => {
    const first = await invite('sam@office.example');
    expect(first.status).toBe(201);
    // The screen says the email waits rather than that it left.
    expect(first.body.smtpConfigured).toBe(false);
    const link = /\/admin\/invite\/([A-Za-z0-9_-]+)/.exec(await waitingText('sam@office.example'))?.[1];
    const accepted = await app.request('/api/admin/invitations/accept', {
      method: 'POST',
      body: { token: link, username: 'sam', password: 'a long enough passphrase 42' },
    });
    expect(accepted.status).toBe(201);

    expect((await invite('lee@office.example')).status).toBe(201);
    expect((await invite('lee@office.example')).status).toBe(201);
    await oldInquiryEmail('partner@funeral.example');

    const card = await emailCard();
    expect(card.waiting.total).toBe(2);
    expect(card.cancelled.byPurpose).toEqual([{ label: 'Admin invitations', count: 2 }]);

    const arrived = await setUpMailServer(2);
    expect(arrived.sort()).toEqual(['lee@office.example', 'partner@funeral.example']);
    const after = await emailCard();
    expect(after.waiting.total).toBe(0);
    expect(after.failed.total).toBe(0);
  });

  it('an expired reset link’s email is not delivered; an inquiry queued long ago still is', async () => {
    expect(
      (await app.request('/api/admin/forgot-password', { method: 'POST', body: { email: 'maria@example.org' } }))
        .status,
    ).toBe(202);
    // The job ran two hours ago: its link lived one hour.
    const queued = await processPasswordResetRequests(app.context.db, {
      publicUrl: app.context.env.PUBLIC_URL,
      now: new Date(Date.now() - 2 * HOUR),
    });
    expect(queued).toBe(1);
    await oldInquiryEmail('partner@funeral.example');

    // Nothing claims the link was sent.
    const [activity] = await database.db
      .select({ summary: adminActivity.summary })
      .from(adminActivity)
      .where(eq(adminActivity.action, 'password-reset-request'));
    expect(activity?.summary).toBe('A password reset link was created for maria and its email queued');
    expect(activity?.summary).not.toMatch(/sent/);

    // Expired already: not waiting, even before the worker's next pass.
    expect((await emailCard()).waiting.byPurpose).toEqual([{ label: 'Inquiries to the office', count: 1 }]);

    expect(await setUpMailServer(1)).toEqual(['partner@funeral.example']);
    const card = await emailCard();
    expect(card.waiting.total).toBe(0);
    expect(card.failed.total).toBe(0);
    expect(card.cancelled.byPurpose).toEqual([{ label: 'Admin password resets', count: 1 }]);
  });
});
