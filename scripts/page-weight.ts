/**
 * Page weight: what each public page transfers on a first visit, gzip-compressed as the server sends it
 * (the compression middleware's default level): the HTML document, and the JavaScript and CSS it loads
 * before it is interactive (the module preloads and imports in the HTML, plus their static imports;
 * lazy `import()` chunks of other routes are not counted).
 *
 *   npx tsx scripts/page-weight.ts                        boots the production build over a fresh demo
 *                                                          database (needs `npm run build` first)
 *   npx tsx scripts/page-weight.ts --base-url http://127.0.0.1:3000
 *                                                          measures a running server instead
 *   ... --page search=/search?q=dallas                    measures another path under a name
 *   ... --json                                            prints JSON (for a size budget check in CI)
 *
 * The JavaScript and CSS are read from build/client, so the build must be the one the server runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface PageWeight {
  name: string;
  path: string;
  status: number;
  html: { raw: number; gzip: number };
  js: { files: number; raw: number; gzip: number };
  css: { files: number; raw: number; gzip: number };
}

/** Bytes gzip at zlib's default level, as `compression()` sends a response. */
export function gzipSize(content: string | Buffer): number {
  return gzipSync(content).length;
}

/** The /assets/*.js a document loads up front: module preloads, script sources and inline module imports. */
export function scriptUrlsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = match[0].match(/\bhref="([^"]+\.js)"/)?.[1];
    if (href) urls.add(href);
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) urls.add(match[1]!);
  for (const script of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of script[1]!.matchAll(/\bimport\s*(?:[^"'();]*?\bfrom\s*)?\(?\s*["']([^"']+\.js)["']/g)) {
      urls.add(match[1]!);
    }
  }
  return [...urls];
}

/** Stylesheets linked by a document. */
export function stylesheetUrlsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)) {
    // React Router appends '#' to a stylesheet that lazily loaded chunks also import (it dedupes them).
    const href = match[0].match(/\bhref="([^"#]+\.css)(?:#[^"]*)?"/)?.[1];
    if (href) urls.add(href);
  }
  return [...urls];
}

/** Static `import`/`export ... from` specifiers of an ES module chunk, resolved against its URL path. */
export function staticImportsOf(code: string, fromPath: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g)) {
    found.add(new URL(match[1]!, `http://assets.invalid${fromPath}`).pathname);
  }
  return [...found];
}

function readAsset(clientDir: string, urlPath: string): Buffer {
  const file = path.join(clientDir, decodeURIComponent(urlPath));
  if (!file.startsWith(clientDir)) throw new Error(`Asset outside build/client: ${urlPath}`);
  return fs.readFileSync(file);
}

function sumAssets(clientDir: string, urls: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  let files = 0;
  for (const url of urls) {
    const content = readAsset(clientDir, url);
    raw += content.length;
    gzip += gzipSize(content);
    files += 1;
  }
  return { files, raw, gzip };
}

/** Every JS file a document loads before hydration: its direct scripts and their static imports, transitively. */
export function collectScripts(clientDir: string, html: string): string[] {
  const seen = new Set<string>();
  const queue = scriptUrlsOf(html).map((url) => new URL(url, 'http://assets.invalid').pathname);
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImportsOf(readAsset(clientDir, url).toString('utf8'), url));
  }
  return [...seen];
}

export async function measurePage(
  baseUrl: string,
  page: { name: string; path: string },
  clientDir = path.join(repoRoot, 'build/client'),
): Promise<PageWeight> {
  const response = await fetch(baseUrl + page.path, { headers: { 'accept-encoding': 'identity' } });
  const html = await response.text();
  return {
    name: page.name,
    path: page.path,
    status: response.status,
    html: { raw: Buffer.byteLength(html), gzip: gzipSize(html) },
    js: sumAssets(clientDir, collectScripts(clientDir, html)),
    css: sumAssets(clientDir, stylesheetUrlsOf(html)),
  };
}

/**
 * The four public page types, each at a busy example from the running directory: the state
 * with the most cities in the sitemap, its city with the most partners, and a search for that city.
 */
export async function defaultPages(baseUrl: string): Promise<Array<{ name: string; path: string }>> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const citiesByState = new Map<string, number>();
  for (const match of sitemap.matchAll(/<loc>[^<]*\/state\/([a-z0-9-]+)\/city\/[a-z0-9-]+<\/loc>/g)) {
    citiesByState.set(match[1]!, (citiesByState.get(match[1]!) ?? 0) + 1);
  }
  const [stateSlug] = [...citiesByState.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!stateSlug) throw new Error(`No city in ${baseUrl}/sitemap.xml: is the directory empty?`);
  const partners = (await (await fetch(`${baseUrl}/api/partners/state/${stateSlug}`)).json()) as Array<{
    city: string;
    citySlug: string;
  }>;
  const byCity = new Map<string, { city: string; count: number }>();
  for (const partner of partners) {
    const entry = byCity.get(partner.citySlug) ?? { city: partner.city, count: 0 };
    entry.count += 1;
    byCity.set(partner.citySlug, entry);
  }
  const [citySlug, city] = [...byCity.entries()].sort((a, b) => b[1].count - a[1].count)[0]!;
  return [
    { name: 'home', path: '/' },
    { name: 'search', path: `/search?q=${encodeURIComponent(city.city)}` },
    { name: 'state', path: `/state/${stateSlug}` },
    { name: 'city', path: `/state/${stateSlug}/city/${citySlug}` },
  ];
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function formatTable(weights: PageWeight[]): string {
  const rows = [
    ['page', 'path', 'HTML gzip', 'JS gzip (files)', 'CSS gzip', 'total gzip'],
    ...weights.map((weight) => [
      weight.name,
      weight.path,
      kB(weight.html.gzip),
      `${kB(weight.js.gzip)} (${weight.js.files})`,
      kB(weight.css.gzip),
      kB(weight.html.gzip + weight.js.gzip + weight.css.gzip),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')).join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      page: { type: 'string', multiple: true },
      json: { type: 'boolean', default: false },
    },
  });
  let stop = async () => undefined as void;
  let baseUrl = values['base-url']?.replace(/\/+$/, '');
  if (!baseUrl) {
    // The e2e helper: the production server over build/, with a fresh temp folder of demo data.
    const { startAppServer } = await import('../tests/e2e/server');
    const server = await startAppServer({ echo: false });
    baseUrl = server.baseUrl;
    stop = () => server.stop();
  }
  try {
    const pages = values.page?.length
      ? values.page.map((entry) => {
          const [name, ...rest] = entry.split('=');
          return { name: name!, path: rest.join('=') };
        })
      : await defaultPages(baseUrl);
    const weights: PageWeight[] = [];
    for (const page of pages) weights.push(await measurePage(baseUrl, page));
    console.log(values.json ? JSON.stringify(weights, null, 2) : formatTable(weights));
    const failed = weights.filter((weight) => weight.status >= 400);
    if (failed.length > 0) {
      console.error(`Pages answered with errors: ${failed.map((w) => `${w.path} (${w.status})`).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
