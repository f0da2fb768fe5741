/**
 * Same results before and after a change to the search: runs many queries through the search service
 * (every kind: cities, names, parts of them, ZIP and postal codes and fragments, states and abbreviations,
 * typos of each, generic words, nonsense) at several page sizes, and writes every answer, JSON as the API
 * sends it, one line per query. Run it on the old code, then on the new, over the same database, and
 * compare the two files.
 *
 *   npx tsx bench/search-equivalence.ts --data-dir /tmp/directory-bench/pglite-100000 --out /tmp/old.jsonl
 *   DATABASE_URL=postgres://... npx tsx bench/search-equivalence.ts --out /tmp/old.jsonl
 *   npx tsx bench/search-equivalence.ts --compare /tmp/old.jsonl /tmp/new.jsonl
 *
 * --queries N bounds how many partners the queries are built from (default 150). PGlite allows one
 * process per data folder: run it while no app server uses the folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '~/db/client.server';
import { ALL_REGIONS } from '~/modules/geo/regions';
import { searchPartners } from '~/modules/search/search.service.server';
import { canadianPostalCode, misspell } from './run';

/** A typo of another kind: one letter dropped from the middle of the longest word. */
function dropLetter(text: string): string {
  const words = text.split(' ');
  const longest = words.reduce((best, word, index) => (word.length > words[best]!.length ? index : best), 0);
  const word = words[longest]!;
  if (word.length < 5) return text;
  const at = Math.floor(word.length / 2);
  words[longest] = word.slice(0, at) + word.slice(at + 1);
  return words.join(' ');
}

export function buildQueries(rows: Array<{ name: string; city: string; state: string; zip_code: string }>): string[] {
  const queries = new Set<string>();
  for (const row of rows) {
    const firstWord = row.name.split(/\s+/)[0]!;
    for (const q of [
      row.city,
      row.city.toUpperCase(),
      row.city.slice(0, 4),
      row.name,
      firstWord,
      row.name.slice(2, 9),
      row.zip_code,
      row.zip_code.slice(0, 3),
      row.zip_code.replace(' ', '').toLowerCase(),
      canadianPostalCode(row.zip_code),
      misspell(row.city),
      dropLetter(row.city),
      `${row.city}x`,
      misspell(row.name),
      dropLetter(row.name),
      misspell(firstWord),
      `${row.city} ${firstWord}`,
    ]) {
      if (q.trim() !== '') queries.add(q);
    }
  }
  for (const region of ALL_REGIONS) {
    queries.add(region.name);
    queries.add(region.abbreviation.toLowerCase());
    queries.add(misspell(region.name));
    queries.add(dropLetter(region.name));
  }
  for (const q of [
    'funeral hom',
    'crematon',
    'cremation servces',
    'memorial chapel',
    'Memorail',
    'mortuary',
    'Saint',
    'St.',
    'Mont',
    'ville',
    'Springfeld',
    'Jacksonvile',
    'Montreal',
    'Montréal',
    'Quebec',
    'Québec',
    '100%',
    '%',
    '_',
    'a',
    'zz',
    'qqqqqqqq',
    '00000',
    '99999',
    '12345-6789',
    '10001-2345',
    'M5V',
    'm5v 3l9',
    'K1A 0B1',
    'X0A',
    '870',
    '5V3',
    '-',
    "O'Brien",
    'Los Angles',
    'San Fransisco',
    'Nw York',
  ]) {
    queries.add(q);
  }
  return [...queries];
}

const LIMITS = [1, 60, 200];

async function dump(target: { dataDir?: string; databaseUrl?: string }, out: string, perSample: number) {
  const database = await openDatabase(
    target.databaseUrl ? { kind: 'postgres', url: target.databaseUrl } : { kind: 'pglite', dataDir: target.dataDir! },
  );
  try {
    // Partners spread over the whole table, in a stable order (every nth by id).
    const { rows } = await database.db.execute<{ name: string; city: string; state: string; zip_code: string }>(sql`
      select name, city, state, zip_code from (
        select name, city, state, zip_code, row_number() over (order by id) as n, count(*) over () as total
        from partners) numbered
      where n % greatest(1, total / ${perSample}) = 0
      order by n
      limit ${perSample}`);
    const queries = buildQueries(rows);
    const started = performance.now();
    // Line by line: at 100,000 partners the answers add up to more than a string can hold.
    const file = fs.openSync(out, 'w');
    try {
      for (const q of queries) {
        for (const limit of LIMITS) {
          const result = await searchPartners(database.db, { q, limit });
          fs.writeSync(file, `${JSON.stringify({ q, limit, result })}\n`);
        }
      }
    } finally {
      fs.closeSync(file);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.error(`${queries.length} queries × ${LIMITS.length} page sizes → ${out} (${seconds} s)`);
  } finally {
    await database.close();
  }
}

/** The file's lines (a file over 512 MB cannot be read as one string). */
function readLines(file: string): string[] {
  const lines: string[] = [];
  const buffer = fs.readFileSync(file);
  let start = 0;
  for (let end = buffer.indexOf(10); end !== -1; start = end + 1, end = buffer.indexOf(10, start)) {
    lines.push(buffer.toString('utf8', start, end));
  }
  return lines;
}

function compare(a: string, b: string): boolean {
  const left = readLines(a);
  const right = readLines(b);
  if (left.length !== right.length) {
    console.error(`${a} has ${left.length} answers, ${b} ${right.length}`);
    return false;
  }
  let differing = 0;
  let nonEmpty = 0;
  let fallback = 0;
  for (const [index, line] of left.entries()) {
    const parsed = JSON.parse(line) as { result: { total: number; recommendations: unknown[] } };
    if (parsed.result.total > 0) nonEmpty += 1;
    if (parsed.result.recommendations.length > 0) fallback += 1;
    if (line === right[index]) continue;
    differing += 1;
    if (differing <= 10) {
      const { q, limit } = JSON.parse(line) as { q: string; limit: number };
      console.error(`differs: q=${JSON.stringify(q)} limit=${limit}`);
    }
  }
  console.error(
    `${left.length} answers (${nonEmpty} with matches, ${fallback} with recommendations): ${differing === 0 ? 'byte-identical' : `${differing} differ`}`,
  );
  return differing === 0;
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'data-dir': { type: 'string' },
      out: { type: 'string' },
      queries: { type: 'string', default: '150' },
      compare: { type: 'boolean', default: false },
    },
  });
  if (values.compare) {
    if (positionals.length !== 2) throw new Error('--compare needs two files');
    process.exit(compare(positionals[0]!, positionals[1]!) ? 0 : 1);
  }
  if (!values.out) throw new Error('--out FILE is required');
  await dump(
    { dataDir: values['data-dir'], databaseUrl: process.env.DATABASE_URL },
    path.resolve(values.out),
    Number(values.queries),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
