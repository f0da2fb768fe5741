import { chromium } from 'playwright-core';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await page.goto(base + '/'); // warm cache
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(base + '/');
await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
const { profile } = await cdp.send('Profiler.stop');
const self = new Map(); const byId = new Map(profile.nodes.map(n => [n.id, n]));
const dt = profile.timeDeltas; const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const [id, t] of counts) { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\//, '')}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; self.set(k, (self.get(k) ?? 0) + t); }
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log('total ms', Math.round(total / 1000));
[...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([k, t]) => console.log(String(Math.round(t / 1000)).padStart(6), k));
const t = await page.evaluate(() => JSON.stringify(performance.getEntriesByType('navigation')[0].toJSON()));
const nav = JSON.parse(t); console.log('domContentLoaded', Math.round(nav.domContentLoadedEventEnd), 'load', Math.round(nav.loadEventEnd));
await browser.close();
