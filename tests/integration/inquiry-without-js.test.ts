import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { inquiries, mailOutbox, type PartnerRow, rateLimits } from '~/db/schema.server';
import { insertPartner } from '../factories/partner';
import { type AppWithPages, startAppWithPages, visibleText } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

// An inquiry as a phone without JavaScript (or before its script has loaded) sends it: the partner page's
// link, the inquiry page's real form posted form-encoded, its errors in place, its thank-you state; and
// the privacy page it links to. One real app (pages from the production build) over a real database.

let app: AppWithPages;
let database: DatabaseHandle;
let baseUrl: string;
let partner: PartnerRow;
let placeholder: PartnerRow;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.delete(rateLimits);
  app = await startAppWithPages(database, {
    env: {
      TRUST_PROXY: 'loopback',
      INQUIRY_EMAIL: 'care@directory.test',
      PRIVACY_EMAIL: 'privacy@directory.test',
      INQUIRY_RETENTION_MONTHS: '18',
      INQUIRY_ANSWER_EXPECTED: 'within one business day',
    },
  });
  baseUrl = app.baseUrl;
  partner = await insertPartner(database.db, {
    name: 'Hill Country Cremation',
    city: 'Austin',
    state: 'Texas',
    phone: '(512) 555-0142',
  });
  placeholder = await insertPartner(database.db, { name: 'Quiet Pines Chapel', phone: '(555) 000-0000' });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function getPage(path: string) {
  const response = await fetch(baseUrl + path, { redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, text: visibleText(html) };
}

/** The form as a browser without JavaScript posts it. */
async function postInquiry(
  partnerId: string,
  fields: Record<string, string>,
  ip = '203.0.113.1',
  path = `/partner/${partnerId}/inquiry`,
) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
    body: new URLSearchParams(fields).toString(),
  });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, text: visibleText(html) };
}

async function storedFor(partnerId: string) {
  const [row] = await database.db.select({ value: count() }).from(inquiries).where(eq(inquiries.partnerId, partnerId));
  return row?.value ?? 0;
}

const family = {
  name: 'Maria Lopez',
  email: 'maria.lopez@example.com',
  phone: '',
  message: 'Could you tell us about memorial stones?',
};

describe('an inquiry without JavaScript', () => {
  it('is a link to the inquiry page on the partner page until the script runs', async () => {
    const response = await fetch(`${baseUrl}/partner/${partner.id}`);
    const html = await response.text();
    expect(html).toContain(`href="/partner/${partner.id}/inquiry"`);
    expect(visibleText(html)).toContain('Ask for Information about Hill Country Cremation');
  });

  it('is a page naming the partner first, with a real form, a privacy link, kept out of search results', async () => {
    const page = await getPage(`/partner/${partner.id}/inquiry`);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/Back to Hill Country Cremation Hill Country Cremation ?: Ask for Information/);
    expect(page.text).toMatch(/sent to care@directory\.test and forwarded to Hill Country Cremation ?\./);
    expect(page.html).toMatch(/<form[^>]*method="post"/);
    for (const field of ['name', 'email', 'phone', 'message']) expect(page.html).toContain(`name="${field}"`);
    expect(page.html).toContain('href="/privacy"');
    expect(page.html).toMatch(/<meta name="robots" content="noindex/);
  });

  it("shows the dialog's messages in place and keeps what was typed, storing nothing", async () => {
    const refused = await postInquiry(partner.id, { ...family, name: ' ', email: 'not-an-email' }, '203.0.113.10');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Name is required');
    expect(refused.text).toContain('Enter a valid email address, like name@example.com');
    expect(refused.html).toContain('Could you tell us about memorial stones?');
    expect(refused.html).toMatch(
      /id="inquiry-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="inquiry-email"/,
    );
    expect(await storedFor(partner.id)).toBe(0);
  });

  it('keeps a message longer than the limit whole, says how much shorter it must be, and stores nothing', async () => {
    // The field has no maxlength: a browser would cut a pasted account at the limit and send it without its end.
    const page = await getPage(`/partner/${partner.id}/inquiry`);
    expect(page.html).not.toMatch(/<textarea[^>]*maxlength/);
    const account = `${'We would like to know more about the stones. '.repeat(140)}The end of our story.`;
    expect(account.length).toBeGreaterThan(6000);
    const refused = await postInquiry(partner.id, { ...family, message: account }, '203.0.113.16');
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Message must be at most 5000 characters');
    expect(refused.text).toContain(
      `${account.length.toLocaleString('en-US')} of 5,000 characters: please shorten your message to send it.`,
    );
    expect(refused.html).toContain('The end of our story.');
    expect(await storedFor(partner.id)).toBe(0);
  });

  it('sends it with the same service (inquiry, coordinator email, confirmation) and shows the Sent state', async () => {
    const sent = await postInquiry(partner.id, family, '203.0.113.11');
    expect(sent.status).toBe(303);
    const location = sent.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^/partner/${partner.id}/inquiry\\?sent=\\d{4}-\\d{2}-\\d{2}$`));
    expect(await storedFor(partner.id)).toBe(1);
    const [stored] = await database.db.select().from(inquiries).where(eq(inquiries.partnerId, partner.id));
    const mail = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subjectId, stored!.id));
    expect(mail.map((row) => row.toAddress).sort()).toEqual(['care@directory.test', 'maria.lopez@example.com']);

    const thanks = await getPage(location);
    expect(thanks.status).toBe(200);
    const day = new Date(`${location.split('=')[1]}T12:00:00Z`).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(thanks.text).toContain(`Inquiry sent ${day}`);
    expect(thanks.text).toContain(
      'You can expect an answer from Hill Country Cremation within one business day. A copy of your inquiry is being emailed to you.',
    );
    expect(thanks.html).toContain('href="tel:');
    expect(thanks.text).toContain('(512) 555-0142');
    expect(thanks.html).not.toMatch(/<form[^>]*method="post"/);

    // The same inquiry posted again (a double tap, a resubmitted page) is the same inquiry, not a second one.
    const again = await postInquiry(partner.id, family, '203.0.113.11');
    expect(again.status).toBe(303);
    expect(await storedFor(partner.id)).toBe(1);
  });

  it('says so, in English and in French, when the mailbox had its copies for the day and none was emailed', async () => {
    const chapels = await Promise.all(
      ['North', 'South', 'East', 'West'].map((side) => insertPartner(database.db, { name: `${side} Copy Chapel` })),
    );
    const mailbox = 'copies.family@example.com';
    for (let i = 0; i < 10; i++) {
      const sent = await postInquiry(
        chapels[i % 4]!.id,
        { ...family, email: mailbox, message: `Question ${i + 1}` },
        '203.0.113.16',
      );
      expect(sent.headers.get('location')).toMatch(/\?sent=\d{4}-\d{2}-\d{2}$/);
    }
    const english = await postInquiry(
      partner.id,
      { ...family, email: mailbox, message: 'An eleventh' },
      '203.0.113.16',
    );
    expect(english.status).toBe(303);
    expect(english.headers.get('location')).toMatch(/\?sent=\d{4}-\d{2}-\d{2}&copy=no$/);
    const thanks = await getPage(english.headers.get('location')!);
    expect(thanks.text).toContain('Inquiry sent');
    expect(thanks.text).not.toContain('A copy of your inquiry is being emailed');
    expect(thanks.text).toContain(
      'We did not email you a copy of this inquiry: we have already sent 10 copies to your email address in the last 24 hours.',
    );

    const path = `/fr/partenaire/${partner.id}/demande`;
    const french = await postInquiry(
      partner.id,
      { ...family, email: mailbox, message: 'Une autre' },
      '203.0.113.16',
      path,
    );
    expect(french.status).toBe(303);
    const merci = await getPage(french.headers.get('location')!);
    expect(merci.text).toContain('Nous ne vous avons pas envoyé de copie de cette demande par courriel');
    expect(merci.text).not.toContain('Une copie de votre demande vous est envoyée');
  });

  it('never shows the placeholder number in the Sent state', async () => {
    const sent = await postInquiry(placeholder.id, family, '203.0.113.12');
    expect(sent.status).toBe(303);
    const thanks = await getPage(sent.headers.get('location')!);
    expect(thanks.text).toContain('Inquiry sent');
    expect(thanks.text).not.toContain('555');
  });

  it('answers the per-sender limit with 429, Retry-After and the message on the page, once, with the partner’s phone', async () => {
    const other = await insertPartner(database.db, { name: 'Limit Chapel', phone: '(512) 555-0177' });
    for (let i = 0; i < 3; i++) {
      const sent = await postInquiry(other.id, { ...family, message: `Question number ${i + 1}` }, '203.0.113.13');
      expect(sent.status).toBe(303);
    }
    const fourth = await postInquiry(other.id, { ...family, message: 'Question number 4' }, '203.0.113.13');
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(fourth.text).toContain('You have already sent this partner several inquiries in the last hour');
    expect(fourth.text.split('several inquiries in the last hour')).toHaveLength(2);
    // Reaching the partner now instead of waiting the hour: in the same message, the number to call.
    expect(fourth.text).toMatch(/Try again in \d+ minutes?\. Rather talk now\? Call \(512\) 555-0177 ?\./);
    expect(fourth.html).toMatch(/<div role="alert"[\s\S]*?href="tel:5125550177"[\s\S]*?<\/div>/);
    expect(fourth.html).toContain('Question number 4');
    expect(await storedFor(other.id)).toBe(3);
  });

  it('offers no number at the limit when the listing has none (the import placeholder)', async () => {
    const sender = { ...family, email: 'lee.park@example.com' };
    for (let i = 0; i < 3; i++) {
      const sent = await postInquiry(placeholder.id, { ...sender, message: `Again ${i + 1}` }, '203.0.113.16');
      expect(sent.status).toBe(303);
    }
    const fourth = await postInquiry(placeholder.id, { ...sender, message: 'Again 4' }, '203.0.113.16');
    expect(fourth.status).toBe(429);
    expect(fourth.text).toContain('You have already sent this partner several inquiries in the last hour');
    expect(fourth.text).not.toContain('Rather talk now?');
    expect(fourth.html).not.toContain('href="tel:');
  });

  it('says the same in French: how long to wait, and that the partner will answer', async () => {
    const other = await insertPartner(database.db, { name: 'Salon Limite', phone: '(514) 555-0188' });
    const path = `/fr/partenaire/${other.id}/demande`;
    for (let i = 0; i < 3; i++) {
      const sent = await postInquiry(other.id, { ...family, message: `Question ${i + 1}` }, '203.0.113.15', path);
      expect(sent.status).toBe(303);
    }
    const fourth = await postInquiry(other.id, { ...family, message: 'Question 4' }, '203.0.113.15', path);
    expect(fourth.status).toBe(429);
    const minutes = Math.ceil(Number(fourth.headers.get('retry-after')) / 60);
    expect(fourth.text).toContain(
      `Si vous avez déjà écrit à ce partenaire, il vous répondra. Vous pourrez en envoyer une autre dans ${minutes} minute`,
    );
    expect(fourth.text).toMatch(
      /minutes?\. Vous préférez parler à quelqu’un dès maintenant\? Composez le 514 555-0188 ?\./,
    );
    expect(fourth.html).toContain('href="tel:5145550188"');
    expect(await storedFor(other.id)).toBe(3);
  });

  it('is a 404 for an unknown partner, and stores nothing', async () => {
    const missing = '0b0e8a4c-8d55-4c55-9a39-5a5b7a9e0c11';
    expect((await getPage(`/partner/${missing}/inquiry`)).status).toBe(404);
    expect((await postInquiry(missing, family, '203.0.113.14')).status).toBe(404);
  });
});

describe('the privacy page', () => {
  it('says what an inquiry collects, who receives it, how long it is kept and whom to ask, from the configuration', async () => {
    const page = await getPage('/privacy');
    expect(page.status).toBe(200);
    for (const text of [
      'What an inquiry collects',
      'Who receives it',
      'Inquiries are deleted automatically 18 months after they were sent',
      'we forget the address 18 months after the report',
      'care@directory.test',
      'privacy@directory.test',
      'Office of the Privacy Commissioner of Canada',
      'Commission d’accès à l’information',
    ]) {
      expect(page.text).toContain(text);
    }
    expect(page.html).toContain('<link rel="canonical" href="https://directory.test/privacy"');
  });

  it('is linked from the footer of every public page', async () => {
    const home = await getPage('/');
    expect(home.html).toContain('href="/privacy"');
  });
});
