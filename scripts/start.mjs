#!/usr/bin/env node
// `npm start`: build when the bundle is missing or older than its sources, then run the production server.
// The server migrates the database and seeds the demo data on boot (server/runtime.server.ts).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = path.join(root, 'build/server/index.js');
const sourceDirs = ['app', 'server', 'public', 'drizzle'];
const sourceFiles = ['vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

/** Newest modification time (ms) of any file under the given paths. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (target) => {
    let stat;
    try {
      stat = fs.statSync(target);
    } catch {
      return; // an optional path (no public/ yet, say) is simply not there
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target)) visit(path.join(target, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const target of paths) visit(path.join(root, target));
  return newest;
}

function staleReason() {
  if (!fs.existsSync(bundle)) return 'no build yet';
  const builtAt = fs.statSync(bundle).mtimeMs;
  return newestMtime([...sourceDirs, ...sourceFiles]) > builtAt ? 'sources changed since the last build' : null;
}

const reason = staleReason();
if (reason) {
  console.log(`[start] building (${reason}) ...`);
  const started = Date.now();
  const build = spawnSync(path.join(root, 'node_modules/.bin/react-router'), ['build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error(`[start] build failed${build.error ? `: ${build.error.message}` : ''}`);
    process.exit(build.status ?? 1);
  }
  console.log(`[start] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// The server runs in its own process group, so a Ctrl-C in the terminal reaches only this process and is
// forwarded exactly once: a second SIGINT would cut the server's graceful drain short.
const server = spawn(process.execPath, ['server.js'], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, NODE_ENV: 'production' },
});

const forwarded = ['SIGTERM', 'SIGINT', 'SIGHUP'];
for (const signal of forwarded) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
  });
}
// If this process dies of something we cannot forward, do not leave an orphaned server behind.
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});

server.on('error', (error) => {
  console.error(`[start] could not run the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
