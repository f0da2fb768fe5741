import { count, desc, eq } from 'drizzle-orm';
import type { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { adminActivity, corrections, inquiries, mailOutbox, partners, portalChangeRequests } from '~/db/schema.server';
import { createAdminAuthApi } from '~/modules/admin-auth/admin-auth.api.server';
import { createSession } from '~/modules/admin-auth/admin-auth.service.server';
import { createAdminPeopleApi } from '~/modules/admin-auth/admin-people.api.server';
import { processPasswordResetRequests } from '~/modules/admin-auth/admin-people.service.server';
import { createAdminDashboardApi } from '~/modules/admin-dashboard/dashboard.api.server';
import { createActivityApi, createHistoryApi, createTrashApi } from '~/modules/audit/audit.api.server';
import { createAdminCorrectionsApi } from '~/modules/corrections/corrections.api.server';
import { createAdminFaqApi } from '~/modules/faq/faq-admin.api.server';
import {
  createGooglePlacesAdminApi,
  createPartnersWithoutGoogleApi,
} from '~/modules/google-places/google-places-admin.api.server';
import { PLACEHOLDER_PHONE } from '~/modules/google-places/google-places-admin.schema';
import { createAdminInquiriesApi } from '~/modules/inquiries/inquiries-admin.api.server';
import { createPortalAccessApi } from '~/modules/partner-portal/portal-access.api.server';
import { createAdminPartnersApi } from '~/modules/partners/partners-admin.api.server';
import { type FakeGooglePlaces, startFakeGooglePlaces } from '../fakes/google-places-server';
import { insertPartner } from '../factories/partner';
import { solidPng } from '../factories/png';
import { authHeader } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// "Nothing is written without an audit record": every write route of the admin routers, called once
// through the API, leaves a new row in the Activity record. A write route added without a case here fails.

const API_KEY = 'recorded-writes-key';

/** The admin routers, where server/api.server.ts mounts them. */
const ADMIN_ROUTERS: [string, (context: TestApp['context']) => Router][] = [
  ['/api/admin', createAdminAuthApi],
  ['/api/admin', createAdminPeopleApi],
  ['/api/admin/stats', createAdminDashboardApi],
  ['/api/admin/activity', createActivityApi],
  ['/api/admin/history', createHistoryApi],
  ['/api/admin/trash', createTrashApi],
  ['/api/admin/inquiries', createAdminInquiriesApi],
  ['/api/admin/corrections', createAdminCorrectionsApi],
  ['/api/admin/faq', createAdminFaqApi],
  ['/api/admin/partners', createAdminPartnersApi],
  ['/api/admin/partners-without-google', createPartnersWithoutGoogleApi],
  ['/api/google-places', createGooglePlacesAdminApi],
  ['/api/admin/partner-portal', createPortalAccessApi],
];

/** Write routes that change no record: sessions, and text generated for a form that is not saved yet. */
const NOT_RECORD_WRITES: Record<string, string> = {
  'POST /api/admin/login': 'opens a session',
  'POST /api/admin/logout': 'ends the own session',
  'POST /api/admin/partners/generate-description': 'returns text, writes nothing',
  'POST /api/admin/partners/generate-long-description': 'returns text, writes nothing',
};

let database: DatabaseHandle;
let google: FakeGooglePlaces;
let app: TestApp;
let headers: { authorization: string } = { authorization: '' };
const ids: Record<string, string> = {};

const call = (method: string, path: string, body?: unknown, as: Record<string, string> = headers) =>
  app.request(path, { method, body, headers: as });

async function activityCount(): Promise<number> {
  const [row] = await database.db.select({ value: count() }).from(adminActivity);
  return row?.value ?? 0;
}

async function latestActivityId(): Promise<string> {
  const [row] = await database.db.select().from(adminActivity).orderBy(desc(adminActivity.at)).limit(1);
  return row!.id;
}

/** A name change the partner asked for, waiting for the office (the portal's side is not an admin write). */
async function pendingChangeRequest(partnerId: string, name: string): Promise<string> {
  const [row] = await database.db
    .insert(portalChangeRequests)
    .values({
      partnerId,
      requestedBy: 'portal@home.example',
      proposed: { name, address: '9 New Street', city: 'Austin', state: 'Texas', zipCode: '78702' },
    })
    .returning();
  return row!.id;
}

async function linkMailedTo(address: string, path: string): Promise<string> {
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const match = new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(mail?.textBody ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link mailed to ${address}`);
  return match[1];
}

const partner = (name: string, address: string) => ({
  name,
  address,
  city: 'Austin',
  state: 'Texas',
  zipCode: '78701',
  phone: '(512) 555-0142',
});

/** One call per write route, in an order where each finds what it needs; each must answer 2xx. */
const CASES: [route: string, run: () => Promise<{ status: number; text: string }>][] = [
  [
    'POST /api/admin/create-first-user',
    async () => {
      const response = await call('POST', '/api/admin/create-first-user', {
        username: 'first',
        email: 'first@example.org',
        passwordHash: 'a calm and long passphrase',
        role: 'admin',
        isActive: true,
      });
      const { token } = await createSession(app.context.db, { userId: response.body.user.id as string });
      headers = authHeader(token);
      return response;
    },
  ],
  [
    'POST /api/admin/invitations',
    () => call('POST', '/api/admin/invitations', { email: 'new@example.org', role: 'editor' }),
  ],
  [
    'DELETE /api/admin/invitations/:id',
    async () => {
      const other = await call('POST', '/api/admin/invitations', { email: 'other@example.org', role: 'editor' });
      const before = await activityCount();
      const response = await call('DELETE', `/api/admin/invitations/${other.body.invitation.id as string}`);
      expect(await activityCount()).toBeGreaterThan(before);
      return response;
    },
  ],
  [
    'POST /api/admin/invitations/accept',
    async () =>
      call('POST', '/api/admin/invitations/accept', {
        token: await linkMailedTo('new@example.org', '/admin/invite'),
        username: 'newcomer',
        password: 'another calm long passphrase',
      }),
  ],
  [
    'POST /api/admin/forgot-password',
    async () => {
      const response = await call('POST', '/api/admin/forgot-password', { email: 'new@example.org' });
      // Recorded when the reset job mails the link, as the server runs it after the answer.
      await processPasswordResetRequests(app.context.db, { publicUrl: app.context.env.PUBLIC_URL });
      return response;
    },
  ],
  [
    'POST /api/admin/reset-password',
    async () =>
      call('POST', '/api/admin/reset-password', {
        token: await linkMailedTo('new@example.org', '/admin/reset-password'),
        password: 'a third calm long passphrase',
      }),
  ],
  [
    'PATCH /api/admin/accounts/:id',
    async () => {
      const [account] = (await call('GET', '/api/admin/accounts')).body.accounts.filter(
        (row: { username: string }) => row.username === 'newcomer',
      );
      return call('PATCH', `/api/admin/accounts/${account.id as string}`, { isActive: false });
    },
  ],
  [
    'POST /api/admin/change-password',
    () =>
      call('POST', '/api/admin/change-password', {
        currentPassword: 'a calm and long passphrase',
        newPassword: 'a changed calm passphrase',
      }),
  ],

  // Partners
  [
    'POST /api/admin/partners',
    async () => {
      const response = await call('POST', '/api/admin/partners', partner('Recorded Home', '1 First St'));
      ids.partner = response.body.id as string;
      return response;
    },
  ],
  ['PUT /api/admin/partners/:id', () => call('PUT', `/api/admin/partners/${ids.partner}`, { phone: '(512) 555-0143' })],
  [
    'POST /api/admin/partners/:id/information-checked',
    () => call('POST', `/api/admin/partners/${ids.partner}/information-checked`),
  ],
  [
    'PATCH /api/admin/partners/bulk-edit',
    async () => {
      const response = await call('PATCH', '/api/admin/partners/bulk-edit', {
        ids: [ids.partner],
        updates: { isPriority: true },
      });
      ids.partnerBulkEdit = await latestActivityId();
      return response;
    },
  ],
  ['POST /api/admin/partners/undo/:activityId', () => call('POST', `/api/admin/partners/undo/${ids.partnerBulkEdit}`)],
  [
    'POST /api/admin/partners/:id/logo',
    async () => {
      const response = await fetch(`${app.baseUrl}/api/admin/partners/${ids.partner}/logo`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'image/png' },
        body: new Blob([new Uint8Array(solidPng(64, 64, [10, 120, 90]))]),
      });
      return { status: response.status, text: await response.text() };
    },
  ],
  [
    'DELETE /api/admin/partners/:id/logo',
    async () => {
      await database.db
        .update(partners)
        .set({ logoKey: 'logos/recorded.webp', logoWidth: 200, logoHeight: 100 })
        .where(eq(partners.id, ids.partner!));
      return call('DELETE', `/api/admin/partners/${ids.partner}/logo`);
    },
  ],
  ['DELETE /api/admin/partners/:id', () => call('DELETE', `/api/admin/partners/${ids.partner}`)],
  [
    'POST /api/admin/partners/trash/:id/restore',
    () => call('POST', `/api/admin/partners/trash/${ids.partner}/restore`),
  ],
  [
    'POST /api/admin/partner-portal/:partnerId/invite',
    async () => {
      ids.portalPartner = (await insertPartner(database.db, { name: 'Portal Home', email: 'portal@home.example' })).id;
      return call('POST', `/api/admin/partner-portal/${ids.portalPartner}/invite`);
    },
  ],
  [
    'POST /api/admin/partner-portal/:partnerId/revoke',
    () => call('POST', `/api/admin/partner-portal/${ids.portalPartner}/revoke`),
  ],
  [
    'POST /api/admin/partner-portal/:partnerId/change-requests/:requestId/approve',
    async () => {
      const requestId = await pendingChangeRequest(ids.portalPartner!, 'Portal Home Renamed');
      return call('POST', `/api/admin/partner-portal/${ids.portalPartner}/change-requests/${requestId}/approve`);
    },
  ],
  [
    'POST /api/admin/partner-portal/:partnerId/change-requests/:requestId/decline',
    async () => {
      const requestId = await pendingChangeRequest(ids.portalPartner!, 'Portal Home Declined');
      return call('POST', `/api/admin/partner-portal/${ids.portalPartner}/change-requests/${requestId}/decline`);
    },
  ],
  [
    'DELETE /api/admin/partners/bulk-delete',
    async () => {
      const doomed = await insertPartner(database.db, { name: 'Bulk Deleted Home' });
      return call('DELETE', '/api/admin/partners/bulk-delete', { ids: [doomed.id] });
    },
  ],
  [
    'POST /api/admin/partners/bulk',
    () => call('POST', '/api/admin/partners/bulk', { partners: [partner('Imported Home', '2 Second St')] }),
  ],

  // FAQ
  [
    'POST /api/admin/faq',
    async () => {
      const response = await call('POST', '/api/admin/faq', { question: 'Recorded?', answer: 'Always.' });
      ids.faq = response.body.id as string;
      return response;
    },
  ],
  ['PUT /api/admin/faq/:id', () => call('PUT', `/api/admin/faq/${ids.faq}`, { answer: 'Every time.' })],
  [
    'PATCH /api/admin/faq/bulk-edit',
    async () => {
      const response = await call('PATCH', '/api/admin/faq/bulk-edit', { ids: [ids.faq], updates: { order: 2 } });
      ids.faqBulkEdit = await latestActivityId();
      return response;
    },
  ],
  ['POST /api/admin/faq/undo/:activityId', () => call('POST', `/api/admin/faq/undo/${ids.faqBulkEdit}`)],
  ['DELETE /api/admin/faq/:id', () => call('DELETE', `/api/admin/faq/${ids.faq}`)],
  ['POST /api/admin/faq/trash/:id/restore', () => call('POST', `/api/admin/faq/trash/${ids.faq}/restore`)],
  ['DELETE /api/admin/faq/bulk-delete', () => call('DELETE', '/api/admin/faq/bulk-delete', { ids: [ids.faq] })],
  [
    'POST /api/admin/faq/bulk',
    () => call('POST', '/api/admin/faq/bulk', { faqs: [{ question: 'Uploaded?', answer: 'Yes.' }] }),
  ],

  // Inquiries and corrections
  [
    'PATCH /api/admin/inquiries/:id',
    async () => {
      const home = await insertPartner(database.db, { name: 'Inquired Home', email: 'home@example.org' });
      const [inquiry] = await database.db
        .insert(inquiries)
        .values({ partnerId: home.id, partnerName: home.name, name: 'Bea', email: 'bea@example.org', message: 'Hi' })
        .returning();
      ids.inquiry = inquiry!.id;
      return call('PATCH', `/api/admin/inquiries/${ids.inquiry}`, { status: 'answered' });
    },
  ],
  [
    'POST /api/admin/inquiries/:id/notes',
    () => call('POST', `/api/admin/inquiries/${ids.inquiry}/notes`, { body: 'Called.' }),
  ],
  ['POST /api/admin/inquiries/:id/forward', () => call('POST', `/api/admin/inquiries/${ids.inquiry}/forward`)],
  ...(['accept', 'dismiss'] as const).map((decision): [string, () => Promise<{ status: number; text: string }>] => [
    `POST /api/admin/corrections/:id/${decision}`,
    async () => {
      const home = await insertPartner(database.db, { name: `Corrected Home ${decision}` });
      const [row] = await database.db
        .insert(corrections)
        .values({ partnerId: home.id, partnerName: home.name, message: 'The phone is wrong.' })
        .returning();
      return call('POST', `/api/admin/corrections/${row!.id}/${decision}`);
    },
  ]),

  // Google updates (against the fake Places API)
  [
    'POST /api/google-places/update/:partnerId',
    async () => {
      const home = await insertPartner(database.db, {
        name: 'Hill Country Cremation',
        address: '100 Congress Ave',
        city: 'Austin',
        state: 'Texas',
        zipCode: '78701',
      });
      return call('POST', `/api/google-places/update/${home.id}`);
    },
  ],
  [
    'POST /api/google-places/batch-update',
    async () => {
      const home = await insertPartner(database.db, {
        name: 'Riverbend Funeral Home',
        address: '200 Lamar Blvd',
        city: 'Austin',
        state: 'Texas',
        zipCode: '78704',
      });
      return call('POST', '/api/google-places/batch-update', { partnerIds: [home.id] });
    },
  ],
  [
    'POST /api/google-places/no-match/:partnerId/link',
    async () => {
      const home = await insertPartner(database.db, { name: 'Lost Pines Home', city: 'Bastrop', state: 'Texas' });
      return call('POST', `/api/google-places/no-match/${home.id}/link`, { placeId: 'ChIJlostPines' });
    },
  ],
  [
    'POST /api/google-places/no-match/:partnerId/not-on-google',
    async () => {
      const home = await insertPartner(database.db, { name: 'Nowhere Home' });
      return call('POST', `/api/google-places/no-match/${home.id}/not-on-google`);
    },
  ],
  [
    'POST /api/google-places/fix-placeholder-phones',
    async () => {
      await insertPartner(database.db, {
        name: 'Placeholder Phone Chapel',
        address: '300 Oak St',
        city: 'Austin',
        state: 'Texas',
        zipCode: '78705',
        phone: PLACEHOLDER_PHONE,
      });
      return call('POST', '/api/google-places/fix-placeholder-phones');
    },
  ],
];

beforeAll(async () => {
  google = await startFakeGooglePlaces({
    apiKey: API_KEY,
    places: [
      {
        id: 'ChIJhillCountry',
        displayName: 'Hill Country Cremation',
        formattedAddress: '100 Congress Ave, Austin, TX 78701, USA',
        rating: 4.8,
        userRatingCount: 212,
      },
      {
        id: 'ChIJriverbend',
        displayName: 'Riverbend Funeral Home',
        formattedAddress: '200 Lamar Blvd, Austin, TX 78704, USA',
        rating: 4.6,
        userRatingCount: 88,
      },
      {
        id: 'ChIJlostPines',
        displayName: 'Lost Pines Chapel',
        formattedAddress: '5 Pine Road, Bastrop, TX 78602, USA',
        rating: 4.3,
        userRatingCount: 19,
      },
      {
        id: 'ChIJplaceholder',
        displayName: 'Placeholder Phone Chapel',
        formattedAddress: '300 Oak St, Austin, TX 78705, USA',
        nationalPhoneNumber: '(512) 555-0199',
      },
    ],
  });
  database = await createTestDatabase();
  app = await startTestApp(database, { GOOGLE_PLACES_API_KEY: API_KEY, GOOGLE_PLACES_BASE_URL: google.baseUrl });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await google?.close();
});

function writeRoutes(): string[] {
  const found: string[] = [];
  for (const [prefix, create] of ADMIN_ROUTERS) {
    for (const layer of create(app.context).stack) {
      const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
      if (!route) continue;
      for (const method of ['post', 'put', 'patch', 'delete']) {
        if (route.methods[method])
          found.push(`${method.toUpperCase()} ${prefix}${route.path === '/' ? '' : route.path}`);
      }
    }
  }
  return found.sort();
}

describe('every admin write is recorded', () => {
  it('has a case (or a reason it changes no record) for every write route of the admin routers', () => {
    expect(writeRoutes()).toEqual([...CASES.map(([route]) => route), ...Object.keys(NOT_RECORD_WRITES)].sort());
  });

  for (const [route, run] of CASES) {
    it(`${route} adds an Activity record`, async () => {
      const before = await activityCount();
      const response = await run();
      expect(response.status, response.text).toBeLessThan(300);
      expect(await activityCount()).toBeGreaterThan(before);
    });
  }
});
