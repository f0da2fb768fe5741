import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFaqItem } from '../factories/faq';
import { type AppInstances, startAppInstances } from '../setup/app-instances';

// A person's browser gets the page's shell before the deferred FAQ has been read, in the same response;
// a crawler gets one complete page. PostgreSQL: another connection holds a lock on the FAQ table, so the
// FAQ query waits while everything else of the page is read.

let app: AppInstances;
let locker: pg.Client;
const bases: Record<'uncached' | 'cached', string> = { uncached: '', cached: '' };

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const QUESTION = 'Is the FAQ streamed after the page?';

beforeAll(async () => {
  app = await startAppInstances({ postgres: true });
  await insertFaqItem(app.database.db, {
    question: QUESTION,
    answer: 'Yes, in the same response.',
    appliesTo: 'partner',
  });
  // A fixed clock: partner pages carry the minute in their ETag (decision 028), so a replay must not straddle one.
  const now = () => Date.parse('2026-11-25T16:00:20Z');
  bases.uncached = await app.listen({ build: app.build, publicCacheTtlMs: 0, now });
  bases.cached = await app.listen({ build: app.build, publicCacheTtlMs: 60_000, now });
  locker = new pg.Client({ connectionString: app.database.pool!.options.connectionString });
  await locker.connect();
});
afterAll(async () => {
  await locker?.end();
  await app?.close();
});

async function partnerPagePath() {
  const response = await fetch(`${bases.uncached}/partner/${app.sample.austinMemorial.id}`, { redirect: 'manual' });
  return new URL(response.headers.get('location')!, bases.uncached).pathname;
}

/** Holds the FAQ table until the returned function is called: any read of it waits. */
async function lockFaqTable() {
  await locker.query('begin');
  await locker.query('lock table faq_items in access exclusive mode');
  return () => locker.query('commit');
}

describe('a partner page with its FAQ not yet read', () => {
  for (const kind of ['uncached', 'cached'] as const) {
    it(`reaches a browser as a shell first, the FAQ later in the same response (${kind})`, async () => {
      const path = await partnerPagePath();
      await (await fetch(bases[kind] + path)).text(); // compiled once by Vite
      const release = await lockFaqTable();
      let released = false;
      try {
        // A new URL each time, so the cached instance has no copy of it.
        const response = await fetch(`${bases[kind]}${path}?kind=${kind}`, { headers: { 'user-agent': BROWSER } });
        expect(response.status).toBe(200);
        const reader = response.body!.getReader();
        const decoder = new TextDecoder();
        let received = '';
        while (!received.includes('Loading frequently asked questions')) {
          const { value, done } = await reader.read();
          if (done) break;
          received += decoder.decode(value, { stream: true });
        }
        // The shell is here while the FAQ query still waits for the lock.
        expect(received).toContain('Austin Memorial Chapel');
        expect(received).toContain('Loading frequently asked questions');
        expect(received).not.toContain(QUESTION);

        await release();
        released = true;
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          received += decoder.decode(value, { stream: true });
        }
        expect(received).toContain(QUESTION);
        expect(received.trimEnd().endsWith('</html>')).toBe(true);
      } finally {
        if (!released) await release();
      }
      if (kind === 'cached') {
        const replay = await fetch(`${bases[kind]}${path}?kind=${kind}`, { headers: { 'user-agent': BROWSER } });
        expect(replay.headers.get('x-cache')).toBe('HIT');
        expect(await replay.text()).toContain(QUESTION);
      }
    });
  }

  it('reaches a crawler as one complete page, the FAQ in place', async () => {
    const path = await partnerPagePath();
    const release = await lockFaqTable();
    let answered = false;
    const pending = fetch(`${bases.uncached}${path}?crawler`, { headers: { 'user-agent': GOOGLEBOT } }).then(
      async (response) => {
        answered = true;
        return response.text();
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Nothing is sent to a crawler before everything is ready.
    expect(answered).toBe(false);
    await release();
    const html = await pending;
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain(`<span>${QUESTION}</span>`);
    expect(html).not.toContain('Loading frequently asked questions');
    expect(html).not.toMatch(/<div hidden id="S:/);
  });
});
