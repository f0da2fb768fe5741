import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { insertPartner } from '../factories/partner';
import { startPagesApp, type PagesApp } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// Hardening §1: the response headers of design §4 on pages and API answers. The browser side (pages
// hydrate under this CSP with no violation) is proven by every e2e journey: tests/setup/browser.ts fails a
// test on any console error, and Chromium reports each CSP violation as one.

let database: DatabaseHandle;
let pages: PagesApp;
let api: TestApp;
let trustingProxy: TestApp;
let partnerPath: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const partner = await insertPartner(database.db, { name: 'Header Check Chapel' });
  partnerPath = `/partner/${partner.id}`;
  pages = await startPagesApp(database, 'https://directory.test');
  api = await startTestApp(database);
  trustingProxy = await startTestApp(database, { TRUST_PROXY: 'loopback' });
});

afterAll(async () => {
  await pages?.close();
  await api?.close();
  await trustingProxy?.close();
  await database?.close();
});

function directives(csp: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(' '));
  }
  return map;
}

describe('Content-Security-Policy', () => {
  it('gives every page a fresh nonce that each inline and module script carries, and no unsafe-inline for scripts', async () => {
    // /partner/:id answers 301 to the canonical city path: render that.
    const canonicalPartnerPath = new URL((await pages.get(partnerPath)).location ?? partnerPath, 'http://x').pathname;
    for (const path of ['/', '/search?q=chapel', canonicalPartnerPath, '/admin/login']) {
      const page = await pages.get(path);
      expect(page.status, path).toBe(200);
      const csp = directives(page.headers.get('content-security-policy'));
      const scriptSrc = csp.get('script-src') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      expect(scriptSrc, path).not.toContain('unsafe-eval');
      expect(csp.get('default-src'), path).toBe("'self'");

      const scripts = [...page.html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
      const executable = scripts.filter((attributes) => !/type="application\/ld\+json"/.test(attributes));
      expect(executable.length, path).toBeGreaterThan(0);
      for (const attributes of executable)
        expect(attributes, `${path}: <script${attributes}>`).toContain(`nonce="${nonce}"`);
    }
    const first = directives((await pages.get('/')).headers.get('content-security-policy')).get('script-src');
    const second = directives((await pages.get('/')).headers.get('content-security-policy')).get('script-src');
    expect(first).not.toBe(second);
  });

  it('forbids plugins, <base>, framing and foreign form targets', async () => {
    const csp = directives((await pages.get('/')).headers.get('content-security-policy'));
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('form-action')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('img-src')).toBe("'self' data: https:");
  });
});

describe('other headers', () => {
  it('sends nosniff, a referrer policy, an opener policy and no X-Powered-By on pages, API and health answers', async () => {
    const answers = [
      (await pages.get('/')).headers,
      (await api.request('/api/partners')).headers,
      (await api.request('/api/no-such-route')).headers,
      (await api.request('/healthz')).headers,
    ];
    for (const headers of answers) {
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('x-powered-by')).toBeNull();
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('sends HSTS only on a request that arrived over TLS, and believes X-Forwarded-Proto only from a trusted proxy', async () => {
    expect((await api.request('/healthz')).headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY a forged X-Forwarded-Proto is ignored.
    const forged = await api.request('/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
    // TRUST_PROXY=loopback: the TLS-terminating proxy on this machine says the client used https.
    const viaProxy = await trustingProxy.request('/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plainViaProxy = await trustingProxy.request('/healthz', { headers: { 'x-forwarded-proto': 'http' } });
    expect(plainViaProxy.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers admin API calls with Cache-Control: no-store, signed in or not', async () => {
    // The full table of admin routes is in tests/integration/admin-routes.test.ts; one of each kind here.
    expect((await api.request('/api/admin/stats')).headers.get('cache-control')).toBe('no-store');
    expect((await api.request('/api/admin/partners')).headers.get('cache-control')).toBe('no-store');
    const login = await api.request('/api/admin/login', {
      method: 'POST',
      body: { username: 'nobody', password: 'wrong password here' },
    });
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('sends no CORS headers to a foreign origin, not even on a preflight', async () => {
    const origin = { origin: 'https://evil.example' };
    const answers = [
      await api.request('/api/partners', { headers: origin }),
      await api.request('/api/admin/stats', { headers: origin }),
      await api.request('/api/inquiries', {
        method: 'OPTIONS',
        headers: {
          ...origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      }),
      await api.request('/api/admin/login', {
        method: 'OPTIONS',
        headers: { ...origin, 'access-control-request-method': 'POST' },
      }),
    ];
    for (const answer of answers) {
      const cors = [...answer.headers.keys()].filter((name) => name.startsWith('access-control-'));
      expect(cors).toEqual([]);
    }
  });
});
