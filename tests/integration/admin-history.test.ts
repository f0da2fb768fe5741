import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { adminActivity, adminTrash, faqItems, inquiries, partners } from '~/db/schema.server';
import { purgeExpiredTrash } from '~/modules/audit/audit.server';
import { OFFICE_TIME_ZONE } from '~/modules/i18n/format';
import { deletePartner } from '~/modules/partners/partners-admin.service.server';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// The change record, the trash and undo, through the admin API over one real database.

let database: DatabaseHandle;
let app: TestApp;
let adminHeaders: { authorization: string };
let editorHeaders: { authorization: string };
let adminId: string;
let adminName: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  const admin = await createAdminSession(app.context, { username: 'ada' });
  adminHeaders = authHeader(admin.token);
  adminId = admin.userId;
  adminName = admin.username;
  editorHeaders = authHeader((await createAdminSession(app.context, { username: 'eddie', role: 'editor' })).token);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const call = (path: string, init: { method?: string; body?: unknown } = {}, headers = adminHeaders) =>
  app.request(path, { ...init, headers });

const newPartner = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grace Chapel',
  address: '500 Lamar Blvd',
  city: 'Austin',
  state: 'Texas',
  zipCode: '78703',
  phone: '(512) 555-0142',
  ...overrides,
});

async function rowOf(id: string) {
  const [row] = await database.db.select().from(partners).where(eq(partners.id, id));
  return row;
}

async function history(entity: string, id: string, headers = adminHeaders) {
  const response = await call(`/api/admin/history/${entity}/${id}`, {}, headers);
  expect(response.status).toBe(200);
  return response.body as {
    total: number;
    items: { action: string; kind: string; actorName: string; actorEmail: string; before: unknown; after: unknown }[];
  };
}

async function latestActivity(entity: string) {
  const response = await call(`/api/admin/activity?entity=${entity}`);
  expect(response.status).toBe(200);
  return response.body.items[0] as {
    id: string;
    action: string;
    summary: string;
    itemCount: number;
    undoable: boolean;
  };
}

describe('recording partner writes', () => {
  it('records create, edit (changed fields only) and delete, with who and when, newest first', async () => {
    const created = await call('/api/admin/partners', { method: 'POST', body: newPartner({ name: 'Recorded Home' }) });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const edited = await call(`/api/admin/partners/${id}`, {
      method: 'PUT',
      body: { phone: '(512) 555-0199', updatedAt: created.body.updatedAt },
    });
    expect(edited.status).toBe(200);

    const entries = (await history('partner', id)).items;
    expect(entries.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(entries[0]).toMatchObject({
      actorName: adminName,
      actorEmail: `${adminName}@example.org`,
      before: { phone: '(512) 555-0142' },
      after: { phone: '(512) 555-0199' },
    });
    expect(entries[1]!.after).toMatchObject({ name: 'Recorded Home', city: 'Austin', slug: expect.any(String) });

    expect((await call(`/api/admin/partners/${id}`, { method: 'DELETE' })).status).toBe(200);
    const afterDelete = (await history('partner', id)).items;
    expect(afterDelete[0]).toMatchObject({ action: 'delete', kind: 'delete', before: { name: 'Recorded Home' } });
  });

  it('fails the write when its record cannot be written, and leaves the partner unchanged', async () => {
    const partner = await insertPartner(database.db, { name: 'Unchangeable Home', phone: '(512) 555-0100' });
    // A constraint every new edit record breaks: the audit insert fails inside the write's transaction.
    await database.db.execute(
      sql`alter table admin_activity add constraint audit_broken check (action <> 'update') not valid`,
    );
    try {
      const response = await call(`/api/admin/partners/${partner.id}`, {
        method: 'PUT',
        body: { phone: '(512) 555-0111' },
      });
      expect(response.status).toBe(500);
      expect((await rowOf(partner.id))?.phone).toBe('(512) 555-0100');
      expect((await rowOf(partner.id))?.updatedAt.getTime()).toBe(partner.updatedAt.getTime());
    } finally {
      await database.db.execute(sql`alter table admin_activity drop constraint audit_broken`);
    }
    expect((await history('partner', partner.id)).total).toBe(0);
  });
});

describe('the trash', () => {
  it('restores a deleted partner with its id, slug and inquiries; its public page is back', async () => {
    const partner = await insertPartner(database.db, { name: 'Comeback Chapel', city: 'Austin', state: 'Texas' });
    const [inquiry] = await database.db
      .insert(inquiries)
      .values({
        partnerId: partner.id,
        partnerName: partner.name,
        name: 'Ada',
        email: 'ada@example.org',
        message: 'Hi',
      })
      .returning();

    expect((await call(`/api/admin/partners/${partner.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await app.request(`/api/partners/${partner.id}`)).status).toBe(404);
    const trash = await call('/api/admin/trash?entity=partner', {}, editorHeaders);
    expect(trash.status).toBe(200);
    expect(trash.body.items[0]).toMatchObject({
      entityId: partner.id,
      label: 'Comeback Chapel (Austin, Texas)',
      deletedByName: adminName,
    });

    // An editor may restore what they may edit.
    const restored = await call(`/api/admin/partners/trash/${partner.id}/restore`, { method: 'POST' }, editorHeaders);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ id: partner.id, slug: partner.slug });
    expect((await app.request(`/api/partners/${partner.id}`)).status).toBe(200);
    const inbox = await call(`/api/admin/inquiries/page?partner=${partner.id}`);
    expect(inbox.body.items.map((item: { id: string }) => item.id)).toEqual([inquiry!.id]);
    expect(inbox.body.items[0].partner).toMatchObject({ id: partner.id, name: 'Comeback Chapel' });
    expect((await history('partner', partner.id)).items[0]).toMatchObject({ action: 'restore', actorName: 'eddie' });

    // Restored once: it is no longer in the trash.
    expect((await call(`/api/admin/partners/trash/${partner.id}/restore`, { method: 'POST' })).status).toBe(404);
  });

  it('refuses a restore with 409 naming the partner that took the address since', async () => {
    const first = await call('/api/admin/partners', { method: 'POST', body: newPartner({ name: 'Twin Oaks Home' }) });
    await call(`/api/admin/partners/${first.body.id}`, { method: 'DELETE' });
    const second = await call('/api/admin/partners', { method: 'POST', body: newPartner({ name: 'Twin Oaks Home' }) });
    expect(second.body.slug).toBe(first.body.slug);

    const refused = await call(`/api/admin/partners/trash/${first.body.id}/restore`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`its address ${first.body.slug as string} is now used by "Twin Oaks Home"`);
    // Nothing was taken out of the trash.
    const [still] = await database.db.select().from(adminTrash).where(eq(adminTrash.entityId, first.body.id));
    expect(still).toBeDefined();
  });

  it('purges what was deleted over 30 days ago, and records the purge', async () => {
    const old = await insertPartner(database.db, { name: 'Long Gone Home' });
    const recent = await insertPartner(database.db, { name: 'Recently Gone Home' });
    const actor = { id: adminId, username: adminName, email: null };
    const now = new Date();
    await deletePartner(database.db, { id: old.id }, { actor, now: new Date(now.getTime() - 31 * 86_400_000) });
    await deletePartner(database.db, { id: recent.id }, { actor, now: new Date(now.getTime() - 60_000) });

    const later = now;
    expect(await purgeExpiredTrash(database.db, { now: later })).toBe(1);
    const left = await database.db.select().from(adminTrash);
    expect(left.map((row) => row.entityId)).toContain(recent.id);
    expect(left.map((row) => row.entityId)).not.toContain(old.id);
    const purge = await latestActivity('partner');
    expect(purge).toMatchObject({ action: 'purge', itemCount: 1 });
    expect((await history('partner', old.id)).items[0]).toMatchObject({
      kind: 'purge',
      actorName: 'system (scheduled purge)',
    });
    expect(await purgeExpiredTrash(database.db, { now: later })).toBe(0);
  });
});

describe('undo', () => {
  it('undoes a bulk edit in one step, refuses a second undo, and records the undo', async () => {
    const one = await insertPartner(database.db, { name: 'Bulk One', isPriority: false });
    const two = await insertPartner(database.db, { name: 'Bulk Two', isPriority: false });
    const edit = await call('/api/admin/partners/bulk-edit', {
      method: 'PATCH',
      body: { ids: [one.id, two.id], updates: { isPriority: true } },
    });
    expect(edit.status).toBe(200);
    const activity = await latestActivity('partner');
    expect(activity).toMatchObject({ action: 'bulk-edit', itemCount: 2, undoable: true });
    const detail = await call(`/api/admin/activity/${activity.id}`);
    expect(detail.body.changes.map((change: { entityId: string }) => change.entityId).sort()).toEqual(
      [one.id, two.id].sort(),
    );
    expect(detail.body.changes[0]).toMatchObject({
      before: { isPriority: false },
      after: { isPriority: true },
      // The words the Activity screen shows: the bulk edit's own choices.
      fields: [{ field: 'isPriority', label: 'Priority Status', before: 'Regular Partner', after: 'Priority Partner' }],
    });
    expect(activity).toMatchObject({ summary: 'Bulk edit of 2 partners: Priority Status' });

    // Editors do not see the Activity screen, and cannot undo.
    expect((await call('/api/admin/activity', {}, editorHeaders)).status).toBe(403);
    expect((await call(`/api/admin/partners/undo/${activity.id}`, { method: 'POST' }, editorHeaders)).status).toBe(403);

    const undo = await call(`/api/admin/partners/undo/${activity.id}`, { method: 'POST' });
    expect(undo.status).toBe(200);
    expect((await rowOf(one.id))?.isPriority).toBe(false);
    expect((await rowOf(two.id))?.isPriority).toBe(false);
    expect(await latestActivity('partner')).toMatchObject({
      action: 'undo',
      summary: expect.stringContaining('Undid'),
    });

    const again = await call(`/api/admin/partners/undo/${activity.id}`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This change was already undone.');
  });

  it('refuses an undo with 409 naming the partners whose undone fields changed since, and changes nothing', async () => {
    const one = await insertPartner(database.db, { name: 'Steady Home', city: 'Austin', state: 'Texas' });
    const two = await insertPartner(database.db, { name: 'Touched Home', city: 'Austin', state: 'Texas' });
    await call('/api/admin/partners/bulk-edit', {
      method: 'PATCH',
      body: { ids: [one.id, two.id], updates: { isActive: false } },
    });
    const activity = await latestActivity('partner');
    // Someone switched this one back on by hand: undoing the bulk edit would overwrite their decision.
    await call(`/api/admin/partners/${two.id}`, { method: 'PUT', body: { isActive: true } });

    const refused = await call(`/api/admin/partners/undo/${activity.id}`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('Touched Home (Austin, Texas)');
    expect(refused.body.message).not.toContain('Steady Home');
    expect((await rowOf(one.id))?.isActive).toBe(false);
    const [stillUndoable] = await database.db.select().from(adminActivity).where(eq(adminActivity.id, activity.id));
    expect(stillUndoable?.undoneBy).toBeNull();
  });

  it('undoes a bulk edit after a later edit of other fields, keeping that edit', async () => {
    const home = await insertPartner(database.db, { name: 'Later Edited Home', isPriority: false });
    await call('/api/admin/partners/bulk-edit', {
      method: 'PATCH',
      body: { ids: [home.id], updates: { isPriority: true } },
    });
    const activity = await latestActivity('partner');
    const edited = await call(`/api/admin/partners/${home.id}`, { method: 'PUT', body: { phone: '(512) 555-0188' } });
    expect(edited.status).toBe(200);

    expect((await call(`/api/admin/partners/undo/${activity.id}`, { method: 'POST' })).status).toBe(200);
    expect(await rowOf(home.id)).toMatchObject({ isPriority: false, phone: '(512) 555-0188' });
  });

  it('undoes an import after a later bulk edit of its partners was itself undone', async () => {
    const existing = await insertPartner(database.db, {
      name: 'Round Trip Home',
      address: '4 Main St',
      zipCode: '78701',
      city: 'Austin',
      state: 'Texas',
      phone: '(512) 555-0004',
    });
    const imported = await call('/api/admin/partners/bulk', {
      method: 'POST',
      body: {
        partners: [
          {
            ...newPartner({ name: 'Round Trip Home', address: '4 Main St', zipCode: '78701' }),
            phone: '(512) 555-0005',
          },
          newPartner({ name: 'Round Trip New', address: '8 Oak St' }),
        ],
      },
    });
    expect(imported.body).toMatchObject({ created: 1, updated: 1 });
    const importActivity = await latestActivity('partner');
    const [createdRow] = await database.db.select().from(partners).where(eq(partners.name, 'Round Trip New'));

    await call('/api/admin/partners/bulk-edit', {
      method: 'PATCH',
      body: { ids: [existing.id, createdRow!.id], updates: { isPriority: true } },
    });
    const bulkEdit = await latestActivity('partner');
    expect((await call(`/api/admin/partners/undo/${bulkEdit.id}`, { method: 'POST' })).status).toBe(200);

    // Their version stamps moved twice, their values are what the import left: the import can be undone.
    const undo = await call(`/api/admin/partners/undo/${importActivity.id}`, { method: 'POST' });
    expect(undo.status).toBe(200);
    expect((await rowOf(existing.id))?.phone).toBe('(512) 555-0004');
    expect(await rowOf(createdRow!.id)).toBeUndefined();
  });

  it('says "1 row" of an import of one row', async () => {
    const imported = await call('/api/admin/partners/bulk', {
      method: 'POST',
      body: { partners: [newPartner({ name: 'Imported Alone', address: '3 Elm St' })] },
    });
    expect(imported.status).toBe(200);
    expect((await latestActivity('partner')).summary).toBe('CSV import of 1 row: 1 created, 0 updated');
  });

  it('undoes a CSV import: created partners go to the trash, updated ones get their values back', async () => {
    const existing = await insertPartner(database.db, {
      name: 'Imported Over',
      address: '1 Main St',
      zipCode: '78701',
      city: 'Austin',
      state: 'Texas',
      phone: '(512) 555-0001',
    });
    const imported = await call('/api/admin/partners/bulk', {
      method: 'POST',
      body: {
        partners: [
          { ...newPartner({ name: 'Imported Over', address: '1 Main St', zipCode: '78701' }), phone: '(512) 555-0002' },
          newPartner({ name: 'Imported New', address: '9 Oak St' }),
        ],
      },
    });
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ created: 1, updated: 1 });
    const activity = await latestActivity('partner');
    expect(activity).toMatchObject({
      action: 'import',
      summary: 'CSV import of 2 rows: 1 created, 1 updated',
      itemCount: 2,
      undoable: true,
    });
    const [createdRow] = await database.db.select().from(partners).where(eq(partners.name, 'Imported New'));

    expect((await call(`/api/admin/partners/undo/${activity.id}`, { method: 'POST' })).status).toBe(200);
    expect((await rowOf(existing.id))?.phone).toBe('(512) 555-0001');
    expect(await rowOf(createdRow!.id)).toBeUndefined();
    const [trashed] = await database.db.select().from(adminTrash).where(eq(adminTrash.entityId, createdRow!.id));
    expect(trashed?.label).toBe('Imported New (Austin, Texas)');
  });

  it('undoes a bulk delete: every partner back with the same id and slug', async () => {
    const one = await insertPartner(database.db, { name: 'Gone Together One' });
    const two = await insertPartner(database.db, { name: 'Gone Together Two' });
    expect(
      (
        await call(
          '/api/admin/partners/bulk-delete',
          { method: 'DELETE', body: { ids: [one.id, two.id] } },
          editorHeaders,
        )
      ).status,
    ).toBe(403);
    await call('/api/admin/partners/bulk-delete', { method: 'DELETE', body: { ids: [one.id, two.id] } });
    const activity = await latestActivity('partner');
    expect(activity).toMatchObject({ action: 'bulk-delete', itemCount: 2, undoable: true });
    expect((await call(`/api/admin/partners/undo/${activity.id}`, { method: 'POST' })).status).toBe(200);
    expect((await rowOf(one.id))?.slug).toBe(one.slug);
    expect((await rowOf(two.id))?.slug).toBe(two.slug);
  });
});

describe('undo of FAQ bulk writes', () => {
  const createFaq = async (question: string, answer = 'An answer.') => {
    const created = await call('/api/admin/faq', { method: 'POST', body: { question, answer } });
    expect(created.status).toBe(201);
    return created.body as { id: string; updatedAt: string };
  };
  const faqRow = async (id: string) => (await database.db.select().from(faqItems).where(eq(faqItems.id, id)))[0];

  it('undoes an FAQ bulk edit in one step from the Activity screen, records it, and refuses a second undo', async () => {
    const one = await createFaq('Undo edit one?');
    const two = await createFaq('Undo edit two?');
    const edit = await call('/api/admin/faq/bulk-edit', {
      method: 'PATCH',
      body: { ids: [one.id, two.id], updates: { isActive: false, category: 'pricing' } },
    });
    expect(edit.status).toBe(200);
    const activity = await latestActivity('faq');
    expect(activity).toMatchObject({
      action: 'bulk-edit',
      itemCount: 2,
      undoable: true,
      summary: 'Bulk edit of 2 FAQ items: Category, Status',
    });
    const edited = await call(`/api/admin/activity/${activity.id}`);
    expect(edited.body.changes[0].fields).toEqual([
      { field: 'category', label: 'Category', before: 'General', after: 'Pricing' },
      { field: 'isActive', label: 'Status', before: 'Active', after: 'Inactive' },
    ]);

    // Only administrators see the Activity screen, so only they undo.
    expect((await call(`/api/admin/faq/undo/${activity.id}`, { method: 'POST' }, editorHeaders)).status).toBe(403);
    // A partner undo is not the place for an FAQ activity.
    expect((await call(`/api/admin/partners/undo/${activity.id}`, { method: 'POST' })).status).toBe(409);

    const undo = await call(`/api/admin/faq/undo/${activity.id}`, { method: 'POST' });
    expect(undo.status).toBe(200);
    expect(undo.body).toEqual({ undoneCount: 2 });
    for (const id of [one.id, two.id]) expect(await faqRow(id)).toMatchObject({ isActive: true, category: 'general' });
    // The public FAQ shows them again.
    const publicFaq = await app.request('/api/faq');
    expect(JSON.stringify(publicFaq.body)).toContain('Undo edit one?');

    const undoActivity = await latestActivity('faq');
    expect(undoActivity).toMatchObject({ action: 'undo', summary: expect.stringContaining('Undid'), undoable: false });
    const detail = await call(`/api/admin/activity/${undoActivity.id}`);
    expect(detail.body.changes[0]).toMatchObject({ before: { isActive: false }, after: { isActive: true } });
    expect((await history('faq', one.id)).items[0]).toMatchObject({ action: 'undo' });

    const again = await call(`/api/admin/faq/undo/${activity.id}`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This change was already undone.');
    expect((await call(`/api/admin/faq/undo/${undoActivity.id}`, { method: 'POST' })).status).toBe(409);
  });

  it('undoes an FAQ upload: created items go to the trash, updated ones get their values back', async () => {
    const existing = await createFaq('Uploaded over?', 'The old answer.');
    const upload = await call('/api/admin/faq/bulk', {
      method: 'POST',
      body: {
        faqs: [
          { question: 'Uploaded over?', answer: 'The new answer.' },
          { question: 'Brand new from the file?', answer: 'Created by the upload.' },
        ],
      },
    });
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({ created: 1, updated: 1 });
    const activity = await latestActivity('faq');
    expect(activity).toMatchObject({ action: 'import', itemCount: 2, undoable: true });
    const [created] = await database.db
      .select()
      .from(faqItems)
      .where(eq(faqItems.question, 'Brand new from the file?'));

    expect((await call(`/api/admin/faq/undo/${activity.id}`, { method: 'POST' })).status).toBe(200);
    expect((await faqRow(existing.id))?.answer).toBe('The old answer.');
    expect(await faqRow(created!.id)).toBeUndefined();
    const [trashed] = await database.db.select().from(adminTrash).where(eq(adminTrash.entityId, created!.id));
    expect(trashed?.label).toBe('Brand new from the file?');
    // The same file uploaded again is applied again, like a first upload.
    const again = await call('/api/admin/faq/bulk', {
      method: 'POST',
      body: { faqs: [{ question: 'Uploaded over?', answer: 'The new answer.' }] },
    });
    expect(again.body).toMatchObject({ created: 0, updated: 1 });
  });

  it('refuses an FAQ undo with 409 naming the items changed since, and changes nothing', async () => {
    const steady = await createFaq('Steady question?');
    const touched = await createFaq('Touched question?');
    await call('/api/admin/faq/bulk-edit', {
      method: 'PATCH',
      body: { ids: [steady.id, touched.id], updates: { order: 9 } },
    });
    const activity = await latestActivity('faq');
    // Moved again by hand: undoing the bulk edit would overwrite that.
    await call(`/api/admin/faq/${touched.id}`, { method: 'PUT', body: { order: 3 } });

    const refused = await call(`/api/admin/faq/undo/${activity.id}`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('"Touched question?"');
    expect(refused.body.message).not.toContain('Steady question?');
    expect(refused.body.message).toContain('Nothing was undone.');
    expect((await faqRow(steady.id))?.order).toBe(9);
    const [stillUndoable] = await database.db.select().from(adminActivity).where(eq(adminActivity.id, activity.id));
    expect(stillUndoable?.undoneBy).toBeNull();
  });

  it('undoes an FAQ bulk delete: every item back with its id; refused once one was restored by hand', async () => {
    const one = await createFaq('Deleted together one?');
    const two = await createFaq('Deleted together two?');
    await call('/api/admin/faq/bulk-delete', { method: 'DELETE', body: { ids: [one.id, two.id] } });
    const activity = await latestActivity('faq');
    expect(activity).toMatchObject({ action: 'bulk-delete', itemCount: 2, undoable: true });
    expect((await call(`/api/admin/faq/undo/${activity.id}`, { method: 'POST' })).status).toBe(200);
    expect((await faqRow(one.id))?.question).toBe('Deleted together one?');
    expect((await faqRow(two.id))?.question).toBe('Deleted together two?');

    await call('/api/admin/faq/bulk-delete', { method: 'DELETE', body: { ids: [one.id, two.id] } });
    const second = await latestActivity('faq');
    expect((await call(`/api/admin/faq/trash/${two.id}/restore`, { method: 'POST' })).status).toBe(200);
    const refused = await call(`/api/admin/faq/undo/${second.id}`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('"Deleted together two?"');
    // The refused undo left the other item in the trash.
    expect(await faqRow(one.id)).toBeUndefined();
    expect(await database.db.select().from(adminTrash).where(eq(adminTrash.entityId, one.id))).toHaveLength(1);
  });

  it('answers 400 for an activity id that is not one, 404 for an unknown one', async () => {
    expect((await call('/api/admin/faq/undo/not-an-id', { method: 'POST' })).status).toBe(400);
    expect((await call('/api/admin/faq/undo/00000000-0000-4000-8000-000000000000', { method: 'POST' })).status).toBe(
      404,
    );
  });
});

describe('recording the other admin writes', () => {
  it('records FAQ create, edit, bulk edit, upload and delete; a deleted item is restorable', async () => {
    const created = await call('/api/admin/faq', {
      method: 'POST',
      body: { question: 'How long does it take?', answer: 'About six weeks.' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await call(`/api/admin/faq/${id}`, { method: 'PUT', body: { answer: 'About eight weeks.' } }, editorHeaders);
    await call('/api/admin/faq/bulk-edit', { method: 'PATCH', body: { ids: [id], updates: { order: 3 } } });
    await call('/api/admin/faq/bulk', {
      method: 'POST',
      body: { faqs: [{ question: 'Uploaded question?', answer: 'Uploaded answer.' }] },
    });
    expect(await latestActivity('faq')).toMatchObject({ action: 'import', itemCount: 1 });
    expect((await call(`/api/admin/faq/${id}`, { method: 'DELETE' }, editorHeaders)).status).toBe(204);

    const entries = (await history('faq', id, editorHeaders)).items;
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'bulk-edit', 'update', 'create']);
    expect(entries[2]).toMatchObject({
      actorName: 'eddie',
      before: { answer: 'About six weeks.' },
      after: { answer: 'About eight weeks.' },
    });

    const restored = await call(`/api/admin/faq/trash/${id}/restore`, { method: 'POST' }, editorHeaders);
    expect(restored.status).toBe(200);
    const [row] = await database.db.select().from(faqItems).where(eq(faqItems.id, id));
    expect(row).toMatchObject({ answer: 'About eight weeks.', order: 3 });
  });

  it('shows an FAQ item’s scope and targeted partners in the form’s words, partners by name', async () => {
    const target = await insertPartner(database.db, { name: 'Targeted Chapel', city: 'Austin', state: 'Texas' });
    const created = await call('/api/admin/faq', {
      method: 'POST',
      body: { question: 'Who is this for?', answer: 'One partner.' },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const edited = await call(`/api/admin/faq/${id}`, {
      method: 'PUT',
      body: { appliesTo: 'partner', targetPartners: [target.id] },
    });
    expect(edited.status).toBe(200);
    const [latest] = (await history('faq', id)).items as unknown as { fields: unknown[] }[];
    expect(latest?.fields).toEqual([
      { field: 'appliesTo', label: 'Applies To', before: 'All pages (global)', after: 'Partner pages' },
      { field: 'targetPartners', label: 'Target Partners', before: '(none)', after: 'Targeted Chapel (Austin, Texas)' },
    ]);
  });

  it('records inquiry status changes and notes', async () => {
    const [inquiry] = await database.db
      .insert(inquiries)
      .values({ partnerName: 'Someone', name: 'Bea', email: 'bea@example.org', message: 'Question' })
      .returning();
    await call(`/api/admin/inquiries/${inquiry!.id}`, { method: 'PATCH', body: { status: 'answered' } }, editorHeaders);
    await call(`/api/admin/inquiries/${inquiry!.id}/notes`, { method: 'POST', body: { body: 'Called back.' } });
    const entries = (await history('inquiry', inquiry!.id)).items;
    expect(entries.map((entry) => entry.action)).toEqual(['note', 'status']);
    expect(entries[1]).toMatchObject({
      actorName: 'eddie',
      before: { status: 'pending' },
      after: { status: 'answered' },
    });
  });

  it('records account changes without any password, hash or token', async () => {
    const invited = await call('/api/admin/invitations', {
      method: 'POST',
      body: { email: 'newcomer@example.org', role: 'editor' },
    });
    expect(invited.status).toBe(201);
    const editor = await createAdminSession(app.context, { username: 'demoted', role: 'admin' });
    await call(`/api/admin/accounts/${editor.userId}`, { method: 'PATCH', body: { role: 'editor' } });
    await call(`/api/admin/accounts/${editor.userId}`, { method: 'PATCH', body: { isActive: false } });
    await call('/api/admin/change-password', {
      method: 'POST',
      body: { currentPassword: 'correct horse battery staple', newPassword: 'a brand new passphrase here' },
    });

    const activity = await call('/api/admin/activity?entity=account');
    expect(activity.body.items.map((item: { action: string }) => item.action)).toEqual([
      'password-change',
      'deactivate',
      'role',
    ]);
    const invitations = await call('/api/admin/activity?entity=invitation');
    expect(invitations.body.items[0]).toMatchObject({
      action: 'invite',
      summary: 'Invited newcomer@example.org as editor',
    });
    const everything = JSON.stringify(await database.db.execute(sql`select * from admin_changes`));
    expect(everything).not.toContain('a brand new passphrase here');
    expect(everything).not.toContain('$argon2');
    expect(everything).not.toMatch(/token/i);
  });

  it('filters the activity by who and by day', async () => {
    const mine = await call(`/api/admin/activity?actor=${adminId}`);
    expect(mine.body.items.every((item: { actorName: string }) => item.actorName === adminName)).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE }).format(new Date());
    expect((await call(`/api/admin/activity?from=${today}&to=${today}`)).body.total).toBeGreaterThan(0);
    expect((await call('/api/admin/activity?from=2000-01-01&to=2000-01-02')).body.total).toBe(0);
    const bad = await call('/api/admin/activity?from=yesterday');
    expect(bad.status).toBe(400);
  });
});

describe("the Activity screen's days are the office's days (America/Toronto, as it shows the times)", () => {
  const actor = crypto.randomUUID();

  beforeAll(async () => {
    const moments = [
      // 8 PM EST on November 28: shown "Nov 28, 2024, 8:00 PM EST".
      ['evening of Nov 28', '2024-11-29T01:00:00Z'],
      ['last second of Nov 28', '2024-11-29T04:59:59Z'],
      ['midnight starting Nov 29', '2024-11-29T05:00:00Z'],
      ['11:59 PM on Nov 27', '2024-11-28T04:59:00Z'],
      // March 8, 2026 has 23 hours (clocks go forward at 2 AM), November 1, 2026 has 25 (back at 2 AM).
      ['first minute of Mar 8', '2026-03-08T05:00:00Z'],
      ['11:30 PM EDT on Mar 8', '2026-03-09T03:30:00Z'],
      ['midnight starting Mar 9', '2026-03-09T04:00:00Z'],
      ['midnight starting Nov 1', '2026-11-01T04:00:00Z'],
      ['11:30 PM EST on Nov 1', '2026-11-02T04:30:00Z'],
      ['midnight starting Nov 2', '2026-11-02T05:00:00Z'],
    ] as const;
    await database.db.insert(adminActivity).values(
      moments.map(([summary, at]) => ({
        at: new Date(at),
        actorId: actor,
        actorName: 'Night owl',
        action: 'save',
        entityType: 'partner',
        summary,
        itemCount: 1,
      })),
    );
  });

  const summaries = async (from: string, to: string) => {
    const response = await call(`/api/admin/activity?actor=${actor}&from=${from}&to=${to}`);
    expect(response.status).toBe(200);
    return response.body.items.map((item: { summary: string }) => item.summary);
  };

  it('finds an action at 8 PM under the day the screen shows it on, and nothing of the days around it', async () => {
    expect(await summaries('2024-11-28', '2024-11-28')).toEqual(['last second of Nov 28', 'evening of Nov 28']);
    expect(await summaries('2024-11-29', '2024-11-29')).toEqual(['midnight starting Nov 29']);
  });

  it('counts the days that daylight saving shortens or lengthens whole', async () => {
    expect(await summaries('2026-03-08', '2026-03-08')).toEqual(['11:30 PM EDT on Mar 8', 'first minute of Mar 8']);
    expect(await summaries('2026-11-01', '2026-11-01')).toEqual(['11:30 PM EST on Nov 1', 'midnight starting Nov 1']);
  });

  it.each([
    ['from=2026-02-30', 'from'],
    ['to=2026-13-01', 'to'],
    ['from=2027-02-29', 'from'],
  ])('refuses the impossible date in %s with a 400 naming the field', async (query, field) => {
    const response = await call(`/api/admin/activity?${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toEqual([field]);
  });

  it('accepts February 29 of a leap year', async () => {
    expect((await call('/api/admin/activity?from=2028-02-29&to=2028-02-29')).status).toBe(200);
  });
});
