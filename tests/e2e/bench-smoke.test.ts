import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { repoRoot } from './server';

// The bench harness itself works (a few seconds, one scenario, against the build the global setup
// made): it boots the production server, loads it and a bare node:http ceiling, and prints the table.
describe('npm run bench -- --smoke', () => {
  it('prints the results table with req/s, p50, p99 and the ratio to the ceiling', async () => {
    const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['bench/run.ts', '--smoke'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, stderr).toBe(0);

    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(
      /^\| size \| scenario \| req\/s \| p50 \| p99 \| ratio to ceiling \|(?:.*\|)? ceiling req\/s \| errors \|$/,
    );
    const row = lines.find((line) => line.includes('search: city'));
    expect(row).toBeDefined();
    const cells = row!
      .split('|')
      .map((cell) => cell.trim())
      .filter(Boolean);
    expect(cells[0]).toBe('1,857');
    expect(Number(cells[2]!.replace(/,/g, ''))).toBeGreaterThan(0); // req/s
    expect(cells[3]).toMatch(/^\d+(\.\d)? ms$/); // p50
    expect(cells[4]).toMatch(/^\d+(\.\d)? ms$/); // p99
    expect(cells[5]).toMatch(/^\d+\.\d %$/); // ratio to ceiling
    expect(cells.at(-1)).toBe('0'); // no errors, no non-2xx
  }, 120_000);
});

// The production server of the e2e suite (NODE_ENV=production, the in-process cache on).
describe('caching headers of the production server', () => {
  const baseUrl = inject('baseUrl');

  it('hashed assets are immutable for a year; public pages revalidate with 304; admin pages are no-store', async () => {
    const home = await fetch(`${baseUrl}/`);
    const html = await home.text();
    expect(home.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const assetResponse = await fetch(baseUrl + asset!);
    expect(assetResponse.status).toBe(200);
    expect(assetResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const revalidated = await fetch(`${baseUrl}/`, { headers: { 'if-none-match': home.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);

    const admin = await fetch(`${baseUrl}/admin/login`);
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
  });
});
