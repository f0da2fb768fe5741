/**
 * `npm run size`: gzip JavaScript, CSS and HTML of each public page on a first visit (home,
 * search, state, city, partner), measured by scripts/page-weight.ts against the production build, checked
 * against bench/size-budget.json. Exits 1 when a page is over budget. Needs `npm run build` first (CI runs
 * it after the test suites, which build).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from '../tests/e2e/server';
import { defaultPages, formatTable, measurePage, type PageWeight } from './page-weight';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface SizeBudget {
  /** The pages checked; one that cannot be measured fails the check. */
  pages: string[];
  /** Each page's first-load JavaScript, gzip. */
  maxJsGzipKb: number;
  maxCssGzipKb: number;
  maxHtmlGzipKb: number;
}

export function readBudget(file = path.join(repoRoot, 'bench/size-budget.json')): SizeBudget {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as SizeBudget;
}

/** Every way a page is over its budget, in words; empty when all pages fit. */
export function overBudget(weights: PageWeight[], budget: SizeBudget): string[] {
  const problems: string[] = [];
  const kb = (bytes: number) => bytes / 1024;
  for (const name of budget.pages) {
    const weight = weights.find((w) => w.name === name);
    if (!weight) {
      problems.push(`${name}: not measured`);
      continue;
    }
    if (weight.status !== 200) problems.push(`${name} (${weight.path}): HTTP ${weight.status}`);
    if (kb(weight.js.gzip) > budget.maxJsGzipKb) {
      problems.push(`${name}: JavaScript ${kb(weight.js.gzip).toFixed(1)} kB gzip > ${budget.maxJsGzipKb} kB`);
    }
    // Every page is styled: none found means the measurement missed it, not that the page is light.
    if (weight.css.files === 0) problems.push(`${name}: no stylesheet found in the page`);
    if (kb(weight.css.gzip) > budget.maxCssGzipKb) {
      problems.push(`${name}: CSS ${kb(weight.css.gzip).toFixed(1)} kB gzip > ${budget.maxCssGzipKb} kB`);
    }
    if (kb(weight.html.gzip) > budget.maxHtmlGzipKb) {
      problems.push(`${name}: HTML ${kb(weight.html.gzip).toFixed(1)} kB gzip > ${budget.maxHtmlGzipKb} kB`);
    }
  }
  return problems;
}

/** page-weight's four page types plus a partner page of the busiest city. */
export async function publicPages(baseUrl: string) {
  const pages = await defaultPages(baseUrl);
  const city = pages.find((page) => page.name === 'city')!;
  const [, , stateSlug, , citySlug] = city.path.split('/');
  const partners = (await (
    await fetch(`${baseUrl}/api/partners/state/${stateSlug}/city/${citySlug}`)
  ).json()) as Array<{ id: string }>;
  if (!partners[0]) throw new Error(`No partner in ${city.path}`);
  return [...pages, { name: 'partner', path: `/partner/${partners[0].id}` }];
}

async function main() {
  const budget = readBudget();
  const server = await startAppServer({ echo: false });
  try {
    const weights: PageWeight[] = [];
    for (const page of await publicPages(server.baseUrl)) weights.push(await measurePage(server.baseUrl, page));
    console.log(formatTable(weights));
    const problems = overBudget(weights, budget);
    if (problems.length > 0) {
      console.error(`\nOver the size budget (bench/size-budget.json):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
      process.exitCode = 1;
    } else {
      console.log('\nEvery public page is within bench/size-budget.json.');
    }
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
