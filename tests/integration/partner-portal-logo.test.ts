import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle } from '~/db/client.server';
import { adminActivity, mediaObjects, partners, type PartnerRow } from '~/db/schema.server';
import type { AppContext } from '~/lib/context.server';
import { IMAGE_MESSAGES } from '~/modules/media/image-limits';
import { UPLOADS_PER_HOUR } from '~/modules/partner-portal/portal.service.server';
import { deflateSync } from 'node:zlib';
import { chunk, iend, ihdr, SIGNATURE, solidPng } from '../factories/png';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { decodeEntities, visibleText } from '../setup/pages-app';
import { type PortalApp, startPortalApp } from '../setup/portal-app';

// A partner's logo or photo upload from its portal (decision 035), over the real app, pages, database and
// libvips: what is accepted comes back re-encoded, small and without metadata, on the public page; wrong
// types, oversized files, pixel floods and broken files are refused with the reason and nothing is stored.

let app: PortalApp;
let database: DatabaseHandle;
let baseUrl: string;
let partner: PartnerRow;
let context: AppContext;
let cookie = '';
const EMAIL = 'owner@cedar-home.example';

beforeAll(async () => {
  app = await startPortalApp({ env: { MEDIA_STORE: 'database' } });
  ({ database, context, baseUrl } = app);
  partner = await insertPartner(database.db, { name: 'Cedar Home', email: EMAIL });
  cookie = await app.signIn(EMAIL);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

async function portalPage() {
  const { html } = await app.send('/partner-portal', { cookie });
  return { html, csrf: decodeEntities(html.match(/name="csrf" value="([^"]+)"/)?.[1] ?? '') };
}

/** The portal's upload form as a browser sends it: multipart, the file with its name and declared type. */
async function upload(
  file: { bytes: Buffer; name: string; type: string },
  partnerId = partner.id,
  path = '/partner-portal',
) {
  const { csrf } = await portalPage();
  const form = new FormData();
  form.set('csrf', csrf);
  form.set('partnerId', partnerId);
  form.set('intent', 'logo');
  form.set('logo', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return app.send(path, { cookie, form });
}

const row = async () => (await database.db.select().from(partners).where(eq(partners.id, partner.id)))[0]!;
const storedCount = async () => (await database.db.select({ key: mediaObjects.key }).from(mediaObjects)).length;

/** A photo as a phone takes it: a JPEG with the camera's EXIF, including where it was taken. */
async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 180, g: 40, b: 50 } } })
    .withExif({
      IFD0: { Copyright: 'Secret Studio', Artist: 'Jane Doe' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '97/1 44/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

/** A valid 20000 x 20000 PNG (400 megapixels, 1.6 GB decoded as RGBA) in a few tens of kB: a pixel flood. */
function pixelFlood(): Buffer {
  const side = 20_000;
  // One bit per pixel, all black: each row a filter byte and 2,500 zero bytes, which deflate to almost nothing.
  const raw = Buffer.alloc(side * (1 + side / 8));
  return Buffer.concat([
    SIGNATURE,
    ihdr(side, side, { bitDepth: 1, colourType: 0 }),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    iend(),
  ]);
}

describe('a partner uploads a logo or photo', () => {
  it('shows the upload form with a label and the limits, working without JavaScript', async () => {
    const { html } = await portalPage();
    const form = html.match(/<form[^>]*enctype="multipart\/form-data"[^>]*>/i)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(html).toMatch(/<label[^>]*for="listing-[^"]+-logo-file"[^>]*>[\s\S]*?Image file/);
    expect(visibleText(html)).toContain(
      'PNG, JPEG or WebP, at least 64 pixels on each side, up to 5 MB and 40 megapixels',
    );
  });

  it('re-encodes a photo: smaller, WebP, no EXIF or GPS; on the public page; served immutable', async () => {
    const photo = await photoWithGps();
    // The test's photo really carries what must go.
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes(Buffer.from('Secret Studio'))).toBe(true);

    const answer = await upload({ bytes: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('Uploaded. Families see it on your public page now.');
    const stored = await row();
    expect(stored.logoKey).toMatch(/^logos\/[0-9a-f]{32}\.webp$/);
    expect([stored.logoWidth, stored.logoHeight]).toEqual([800, 500]);

    const publicHtml = await fetch(`${baseUrl}/partner/${partner.id}`).then((r) => r.text());
    const img = publicHtml.match(/<img[^>]*alt="Cedar Home logo"[^>]*>/)?.[0] ?? '';
    expect(img).toContain(`src="/media/${stored.logoKey}"`);
    // Its displayed box is known before it loads: 800 x 500 shown at 154 x 96.
    expect(img).toContain('width="154"');
    expect(img).toContain('height="96"');

    const image = await fetch(`${baseUrl}/media/${stored.logoKey}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await image.arrayBuffer());
    const served = await sharp(bytes).metadata();
    expect(served.format).toBe('webp');
    expect([served.width, served.height]).toEqual([800, 500]);
    expect(served.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Studio'))).toBe(false);
    expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('keeps a small PNG at its size and takes a WebP; the office can undo the upload from the Activity', async () => {
    const before = (await row()).logoKey;
    const png = await upload({ bytes: solidPng(300, 120, [20, 90, 160]), name: 'logo.png', type: 'image/png' });
    expect(png.status).toBe(200);
    const afterPng = await row();
    expect([afterPng.logoWidth, afterPng.logoHeight]).toEqual([300, 120]);
    expect(afterPng.logoKey).not.toBe(before);

    const [activity] = await database.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.action, 'portal-edit'))
      .orderBy(desc(adminActivity.at));
    expect(activity?.actorKind).toBe('partner');
    expect(activity?.summary).toContain('uploaded a logo');
    const admin = await createAdminSession(context);
    const undo = await fetch(`${baseUrl}/api/admin/partners/undo/${activity!.id}`, {
      method: 'POST',
      headers: authHeader(admin.token),
    });
    expect(undo.status).toBe(200);
    expect((await row()).logoKey).toBe(before);
    // The previous logo's bytes are still served: an undo never points at nothing.
    expect((await fetch(`${baseUrl}/media/${before}`)).status).toBe(200);

    const webp = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#336699' } })
      .webp()
      .toBuffer();
    expect((await upload({ bytes: webp, name: 'logo.webp', type: 'image/webp' })).status).toBe(200);
    expect([(await row()).logoWidth, (await row()).logoHeight]).toEqual([64, 64]);
  });

  it('refuses wrong types, pixel floods and broken files with the reason (400), storing nothing', async () => {
    const kept = await row();
    const objects = await storedCount();
    const noisy = await sharp(Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 400, height: 400, channels: 3 },
    })
      .png()
      .toBuffer();
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff0000' } })
      .gif()
      .toBuffer();
    const flood = pixelFlood();
    expect(flood.length).toBeLessThan(200_000);
    const cases: [string, { bytes: Buffer; name: string; type: string }, string][] = [
      [
        'text named .png',
        { bytes: Buffer.from('hello, not an image'), name: 'logo.png', type: 'image/png' },
        IMAGE_MESSAGES.wrongType,
      ],
      [
        'SVG',
        {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
          name: 'logo.svg',
          type: 'image/svg+xml',
        },
        IMAGE_MESSAGES.wrongType,
      ],
      ['GIF', { bytes: gif, name: 'logo.gif', type: 'image/gif' }, IMAGE_MESSAGES.wrongType],
      ['pixel flood', { bytes: flood, name: 'flood.png', type: 'image/png' }, IMAGE_MESSAGES.tooManyPixels],
      // A logo that would show as a dot or a thin line: the shorter side is what is too small.
      [
        '1 x 1 pixel',
        { bytes: solidPng(1, 1, [0, 0, 0]), name: 'dot.png', type: 'image/png' },
        IMAGE_MESSAGES.tooFewPixels,
      ],
      [
        '800 x 63 pixels',
        { bytes: solidPng(800, 63, [0, 0, 0]), name: 'strip.png', type: 'image/png' },
        IMAGE_MESSAGES.tooFewPixels,
      ],
      [
        'truncated PNG',
        { bytes: noisy.subarray(0, Math.floor(noisy.length / 2)), name: 'cut.png', type: 'image/png' },
        IMAGE_MESSAGES.unreadable,
      ],
      ['empty file', { bytes: Buffer.alloc(0), name: 'empty.png', type: 'image/png' }, IMAGE_MESSAGES.missing],
    ];
    for (const [label, file, message] of cases) {
      const answer = await upload(file);
      expect(answer.status, label).toBe(400);
      expect(answer.text, label).toContain(message);
    }
    expect((await row()).logoKey).toBe(kept.logoKey);
    expect((await row()).updatedAt.getTime()).toBe(kept.updatedAt.getTime());
    expect(await storedCount()).toBe(objects);
  });

  it('refuses a file over 5 MB (413) before reading it, with the reason', async () => {
    const objects = await storedCount();
    const answer = await upload({ bytes: Buffer.alloc(6 * 1024 * 1024, 1), name: 'huge.png', type: 'image/png' });
    expect(answer.status).toBe(413);
    expect(answer.text).toContain(IMAGE_MESSAGES.tooLarge);
    // The form names its listing in the address: the reason shows by that listing's file field.
    const fromForm = await upload(
      { bytes: Buffer.alloc(6 * 1024 * 1024, 1), name: 'huge.png', type: 'image/png' },
      partner.id,
      `/partner-portal?logo-for=${partner.id}`,
    );
    expect(fromForm.status).toBe(413);
    const fileField = new RegExp(`<input[^>]*id="listing-${partner.id}-logo-file"[^>]*>`).exec(fromForm.html)?.[0];
    expect(fileField).toContain('aria-invalid="true"');
    expect(fromForm.html).toContain(`action="/partner-portal?logo-for=${partner.id}"`);
    expect(await storedCount()).toBe(objects);
  });

  it("lets the office see and remove it from the partner's admin record, and undo the removal from the Activity", async () => {
    const admin = await createAdminSession(context);
    const shown = await fetch(`${baseUrl}/api/admin/partners/${partner.id}`, { headers: authHeader(admin.token) });
    const key = ((await shown.json()) as { logoKey: string | null }).logoKey;
    expect(key).toMatch(/^logos\//);
    const kept = await row();
    const removed = await fetch(`${baseUrl}/api/admin/partners/${partner.id}/logo`, {
      method: 'DELETE',
      headers: authHeader(admin.token),
    });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { logoKey: string | null }).logoKey).toBeNull();
    const publicHtml = await fetch(`${baseUrl}/partner/${partner.id}`).then((r) => r.text());
    expect(publicHtml).not.toContain('Cedar Home logo');
    const [activity] = await database.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.summary, 'Removed the logo of Cedar Home (Austin, Texas)'));
    expect(activity).toMatchObject({ actorKind: 'admin', action: 'logo-removed' });

    // The Activity screen offers the undo: a named action, undoable like the portal's changes.
    const listed = await fetch(`${baseUrl}/api/admin/activity?entity=partner`, { headers: authHeader(admin.token) });
    const items = ((await listed.json()) as { items: Array<{ id: string; action: string; undoable: boolean }> }).items;
    expect(items.find((item) => item.id === activity!.id)).toMatchObject({ action: 'logo-removed', undoable: true });
    const undo = await fetch(`${baseUrl}/api/admin/partners/undo/${activity!.id}`, {
      method: 'POST',
      headers: authHeader(admin.token),
    });
    expect(undo.status).toBe(200);
    const restored = await row();
    expect([restored.logoKey, restored.logoWidth, restored.logoHeight]).toEqual([
      kept.logoKey,
      kept.logoWidth,
      kept.logoHeight,
    ]);
    expect(await fetch(`${baseUrl}/partner/${partner.id}`).then((r) => r.text())).toContain('Cedar Home logo');
    expect((await fetch(`${baseUrl}/media/${kept.logoKey}`)).status).toBe(200);
    const [undone] = await database.db.select().from(adminActivity).where(eq(adminActivity.undoOf, activity!.id));
    expect(undone).toMatchObject({ action: 'undo', summary: 'Undid: Removed the logo of Cedar Home (Austin, Texas)' });
    const again = await fetch(`${baseUrl}/api/admin/partners/undo/${activity!.id}`, {
      method: 'POST',
      headers: authHeader(admin.token),
    });
    expect(again.status).toBe(409);

    const unknown = await fetch(`${baseUrl}/api/admin/partners/00000000-0000-4000-8000-000000000000/logo`, {
      method: 'DELETE',
      headers: authHeader(admin.token),
    });
    expect(unknown.status).toBe(404);
  });

  it('refuses to undo a logo removal once the partner changed since (409), and changes nothing', async () => {
    const admin = await createAdminSession(context);
    const removed = await fetch(`${baseUrl}/api/admin/partners/${partner.id}/logo`, {
      method: 'DELETE',
      headers: authHeader(admin.token),
    });
    expect(removed.status).toBe(200);
    const [activity] = await database.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.action, 'logo-removed'))
      .orderBy(desc(adminActivity.at));
    // The partner puts one back: the removal is no longer what the listing shows.
    expect((await upload({ bytes: solidPng(64, 64, [0, 0, 0]), name: 'l.png', type: 'image/png' })).status).toBe(200);
    const now = await row();
    const undo = await fetch(`${baseUrl}/api/admin/partners/undo/${activity!.id}`, {
      method: 'POST',
      headers: authHeader(admin.token),
    });
    expect(undo.status).toBe(409);
    expect((await row()).logoKey).toBe(now.logoKey);
  });

  it('refuses an address more than a few uploads an hour (429): decoding costs the server CPU', async () => {
    const busy = await insertPartner(database.db, { name: 'Busy Chapel', email: 'owner@busy-chapel.example' });
    const ownCookie = cookie;
    cookie = await app.signIn('owner@busy-chapel.example');
    try {
      const png = { bytes: solidPng(64, 64, [10, 120, 90]), name: 'logo.png', type: 'image/png' };
      for (let i = 0; i < UPLOADS_PER_HOUR; i += 1) expect((await upload(png, busy.id)).status).toBe(200);
      const refused = await upload(png, busy.id);
      expect(refused.status).toBe(429);
      expect(refused.text).toMatch(/Too many attempts/i);
      // Whom to write to meanwhile, and the same in French.
      expect(refused.text).toMatch(/If you cannot wait, write to the office at \S+@\S+/);
      const french = await upload(png, busy.id, '/fr/portail-partenaire');
      expect(french.status).toBe(429);
      expect(french.text).toMatch(/Trop de logos ont été envoyés en une heure\. .*écrivez au bureau à \S+@\S+/);
    } finally {
      cookie = ownCookie;
    }
    // Another address is not held back.
    expect((await upload({ bytes: solidPng(64, 64, [10, 120, 90]), name: 'logo.png', type: 'image/png' })).status).toBe(
      200,
    );
  });

  it('removes the logo: gone from the public page', async () => {
    const { csrf } = await portalPage();
    const removed = await app.send('/partner-portal', {
      cookie,
      form: { csrf, partnerId: partner.id, intent: 'remove-logo' },
    });
    expect(removed.status).toBe(200);
    expect((await row()).logoKey).toBeNull();
    const publicHtml = await fetch(`${baseUrl}/partner/${partner.id}`).then((r) => r.text());
    expect(publicHtml).not.toContain('Cedar Home logo');
  });
});

describe('the office uploads a logo a partner sent by email', () => {
  async function adminUpload(id: string, body: Uint8Array | string, type: string, token?: string) {
    return fetch(`${baseUrl}/api/admin/partners/${id}/logo`, {
      method: 'POST',
      headers: { 'content-type': type, ...(token ? authHeader(token) : {}) },
      body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]),
    });
  }

  it('re-encodes it as a portal upload is, shows it on the public page, and can undo it from the Activity', async () => {
    const admin = await createAdminSession(context);
    const birch = await insertPartner(database.db, { name: 'Birch Hall', city: 'Austin' });
    const answer = await adminUpload(birch.id, new Uint8Array(await photoWithGps()), 'image/jpeg', admin.token);
    expect(answer.status).toBe(200);
    const json = (await answer.json()) as { logoKey: string; logoWidth: number; logoHeight: number };
    expect(json.logoKey).toMatch(/^logos\//);
    expect([json.logoWidth, json.logoHeight]).toEqual([800, 500]);
    const served = await fetch(`${baseUrl}/media/${json.logoKey}`);
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 800 });
    expect(metadata.exif).toBeUndefined();
    expect(await fetch(`${baseUrl}/partner/${birch.id}`).then((r) => r.text())).toContain('Birch Hall logo');

    const [activity] = await database.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.summary, 'Uploaded a logo for Birch Hall (Austin, Texas)'));
    expect(activity).toMatchObject({ actorKind: 'admin', action: 'logo-uploaded' });
    const undo = await fetch(`${baseUrl}/api/admin/partners/undo/${activity!.id}`, {
      method: 'POST',
      headers: authHeader(admin.token),
    });
    expect(undo.status).toBe(200);
    const [after] = await database.db.select().from(partners).where(eq(partners.id, birch.id));
    expect(after?.logoKey).toBeNull();
  });

  it('refuses what is not an image, an empty body, an unknown partner and a stranger, storing nothing', async () => {
    const admin = await createAdminSession(context);
    const objects = await storedCount();
    const text = await adminUpload(partner.id, 'not an image at all', 'image/png', admin.token);
    expect(text.status).toBe(400);
    expect(((await text.json()) as { message: string }).message).toBe(IMAGE_MESSAGES.wrongType);
    const empty = await adminUpload(partner.id, new Uint8Array(), 'image/png', admin.token);
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe(IMAGE_MESSAGES.missing);
    const huge = await adminUpload(partner.id, new Uint8Array(6 * 1024 * 1024), 'image/png', admin.token);
    expect(huge.status).toBe(413);
    const png = new Uint8Array(solidPng(64, 64, [10, 120, 90]));
    const unknown = await adminUpload('00000000-0000-4000-8000-000000000000', png, 'image/png', admin.token);
    expect(unknown.status).toBe(404);
    expect((await adminUpload(partner.id, png, 'image/png')).status).toBe(401);
    expect(await storedCount()).toBe(objects);
  });
});
