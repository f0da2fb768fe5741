import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, repoRoot, startAppServer } from './server';

// Hardening §2 on the production build: what express.static serves from build/client (and the /media
// route from DATA_DIR) is only the public assets and rendered videos: never the repository (.git, .env,
// package files, server code), the server bundle's source maps, or the data folder (PGlite files, stray
// files in media). Raw HTTP requests, so `..` and encoded tricks reach the server as sent.

let server: AppServer;
const SECRET = 'do-not-serve-4f1c9a';

beforeAll(async () => {
  server = await startAppServer({ env: { SEED: 'none' } });
  // Files an operator or a bug might leave in the data folder.
  fs.mkdirSync(path.join(server.dataDir, 'media/videos'), { recursive: true });
  fs.writeFileSync(path.join(server.dataDir, 'media/notes.txt'), SECRET);
  fs.writeFileSync(path.join(server.dataDir, 'media/videos/notes.txt'), SECRET);
  fs.writeFileSync(path.join(server.dataDir, 'media/videos/.env'), SECRET);
  fs.writeFileSync(
    path.join(server.dataDir, 'media/videos/0123456789abcdef0123456789abcdef.mp4'),
    Buffer.from('fake mp4 bytes'),
  );
});

afterAll(async () => {
  await server?.stop();
});

function rawGet(requestPath: string): Promise<{ status: number; body: string; type: string }> {
  const url = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: url.hostname, port: url.port, path: requestPath, method: 'GET' },
      (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, type: String(response.headers['content-type'] ?? '') }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('files that are never served', () => {
  const forbidden = [
    '/.env',
    '/.env.example',
    '/.git/config',
    '/.git/HEAD',
    '/package.json',
    '/package-lock.json',
    '/server.js',
    '/server/main.ts',
    '/index.js',
    '/index.js.map',
    '/server/index.js',
    '/server/index.js.map',
    '/build/server/index.js',
    '/build/server/index.js.map',
    '/assets/../../server/index.js.map',
    '/assets/%2e%2e/%2e%2e/server/index.js.map',
    '/assets/..%2f..%2fserver%2findex.js',
    '/%2e%2e/package.json',
    '/..%2f..%2f.git%2fconfig',
    '/pglite/PG_VERSION',
    '/data/pglite/PG_VERSION',
    '/media/notes.txt',
    '/media/videos/notes.txt',
    '/media/videos/.env',
    '/media/../pglite/PG_VERSION',
    '/media/%2e%2e/pglite/PG_VERSION',
    '/media/videos/%2e%2e/%2e%2e/pglite/PG_VERSION',
    '/media/videos/..%2fnotes.txt',
    '/video-templates/../../package.json',
  ];

  it.each(forbidden)('GET %s does not return the file', async (requestPath) => {
    const response = await rawGet(requestPath);
    // The pages' catch-all answers unknown paths with the not-found page (404) or redirects; never the file.
    expect([301, 302, 400, 403, 404], `${requestPath} → ${response.status}`).toContain(response.status);
    expect(response.body).not.toContain(SECRET);
    expect(response.body).not.toContain('"sourcesContent"');
    expect(response.body).not.toContain('"dependencies"');
    expect(response.body).not.toMatch(/\[core\]|repositoryformatversion|ref: refs\//);
    expect(response.body).not.toContain('DATABASE_URL=');
  });

  it('ships no source map and no server code in build/client', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else files.push(path.relative(path.join(repoRoot, 'build/client'), full));
      }
    };
    walk(path.join(repoRoot, 'build/client'));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => file.endsWith('.map') || file.startsWith('.') || file.includes('/.'))).toEqual([]);
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const text = fs.readFileSync(path.join(repoRoot, 'build/client', file), 'utf8');
      // Server-only code (password hashing, database drivers, migrations); env variable names may appear in
      // admin help texts, so they are not markers.
      expect(text, file).not.toMatch(
        /argon2|pg_advisory_lock|drizzle-orm\/node-postgres|password_hash|@electric-sql\/pglite/,
      );
    }
  });
});

describe('what is served', () => {
  it('serves the public assets, the template thumbnails and a rendered video', async () => {
    expect((await rawGet('/favicon.svg')).status).toBe(200);
    const video = await rawGet('/media/videos/0123456789abcdef0123456789abcdef.mp4');
    expect(video.status).toBe(200);
    expect(video.type).toBe('video/mp4');
    const templates = fs.readdirSync(path.join(repoRoot, 'build/client/video-templates'));
    expect((await rawGet(`/video-templates/${templates[0]}`)).status).toBe(200);
  });
});
