import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFaqItem } from '../factories/faq';
import { type AppInstances, startAppInstances } from '../setup/app-instances';

// Every visitor gets a partner page complete, its FAQ in place in the HTML: a browser with or without
// JavaScript and a crawler alike (decision 030). The page is still streamed as React renders it; nothing of
// it waits for a script.

let app: AppInstances;
const bases: Record<'uncached' | 'cached', string> = { uncached: '', cached: '' };

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const QUESTION = 'Is the FAQ in the page?';

beforeAll(async () => {
  app = await startAppInstances({ postgres: true });
  await insertFaqItem(app.database.db, {
    question: QUESTION,
    answer: 'Yes, for every visitor.',
    appliesTo: 'partner',
  });
  // A fixed clock: partner pages carry the minute in their ETag (decision 028), so a replay must not straddle one.
  const now = () => Date.parse('2026-11-25T16:00:20Z');
  bases.uncached = await app.listen({ build: app.build, publicCacheTtlMs: 0, now });
  bases.cached = await app.listen({ build: app.build, publicCacheTtlMs: 60_000, now });
});
afterAll(async () => {
  await app?.close();
});

async function partnerPagePath() {
  const response = await fetch(`${bases.uncached}/partner/${app.sample.austinMemorial.id}`, { redirect: 'manual' });
  return new URL(response.headers.get('location')!, bases.uncached).pathname;
}

const visitors = { browser: BROWSER, crawler: GOOGLEBOT } as const;

describe('a partner page and its FAQ', () => {
  for (const kind of ['uncached', 'cached'] as const) {
    for (const [visitor, userAgent] of Object.entries(visitors)) {
      it(`reaches a ${visitor} complete, the FAQ in place without a script (${kind})`, async () => {
        const path = await partnerPagePath();
        const url = `${bases[kind]}${path}?kind=${kind}&visitor=${visitor}`;
        const response = await fetch(url, { headers: { 'user-agent': userAgent } });
        expect(response.status).toBe(200);
        const html = await response.text();
        const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
        expect(main).toContain('Austin Memorial Chapel');
        expect(main).toContain(`<span>${QUESTION}</span>`);
        // No placeholder a script would have to replace, no hidden segment of the page waiting for one (React
        // Router's own data stream after </main> may use one).
        expect(html).not.toContain('Loading frequently asked questions');
        expect(main).not.toMatch(/<div hidden id="S:/);
        expect(html.trimEnd().endsWith('</html>')).toBe(true);
        if (kind === 'cached') {
          const replay = await fetch(url, { headers: { 'user-agent': userAgent } });
          expect(replay.headers.get('x-cache')).toBe('HIT');
          expect(await replay.text()).toContain(QUESTION);
        }
      });
    }
  }
});
