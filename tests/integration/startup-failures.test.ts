import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeStartupFailure } from '../../server/runtime.server';
import { findFreePort } from '../e2e/server';
import { repoRoot } from '../setup/server-build';

// A start that cannot succeed ends in one JSON log line saying what failed and what to do, and a non-zero
// exit: no stack trace, no "database opened" before the database was reached, no password.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-failures-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** `node server.js` over the production build, as `npm start` runs it, until it exits. */
async function startAndWaitForExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['server.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'none', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, output };
}

function onlyLine(output: string): { level: number; msg: string } {
  const lines = output.trim().split('\n');
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0] ?? '') as { level: number; msg: string };
}

describe('a start that fails', () => {
  it('says the database cannot be reached, where, and what to check, without its password', async () => {
    const port = await findFreePort();
    const { code, output } = await startAndWaitForExit({
      PORT: String(await findFreePort()),
      DATABASE_URL: `postgres://directory:s3cret-pass@127.0.0.1:${port}/directory`,
    });
    expect(code).toBe(1);
    expect(onlyLine(output)).toMatchObject({
      level: 60,
      msg: `Cannot reach the database at 127.0.0.1:${port} (ECONNREFUSED): is PostgreSQL running and DATABASE_URL right?`,
    });
    expect(output).not.toContain('s3cret-pass');
  });

  it('says the port is taken and what to do, after a good boot, without a stack', async () => {
    const port = await findFreePort();
    const taken = net.createServer();
    await new Promise<void>((listening) => taken.listen(port, '127.0.0.1', listening));
    try {
      const { code, output } = await startAndWaitForExit({ PORT: String(port) });
      expect(code).toBe(1);
      expect(output).not.toMatch(/^\s+at /m);
      const lines = output.trim().split('\n');
      expect(JSON.parse(lines.at(-1) ?? '')).toMatchObject({
        level: 60,
        msg: `Port ${port} on 127.0.0.1 is already in use (EADDRINUSE): stop what listens there or set PORT to a free port.`,
      });
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    } finally {
      await new Promise((closed) => taken.close(closed));
    }
  });

  it('names the variables that have bad values', async () => {
    const { code, output } = await startAndWaitForExit({ PORT: '99999', TRUST_PROXY: 'yes' });
    expect(code).toBe(1);
    expect(onlyLine(output).msg).toMatch(/^Invalid environment \(PORT: expected a port from 1 to 65535; TRUST_PROXY: /);
  });

  it('says which folder cannot be written and what to do', () => {
    const error = Object.assign(new Error(`EACCES: permission denied, mkdir '/srv/directory/data'`), {
      code: 'EACCES',
      path: '/srv/directory/data',
    });
    expect(describeStartupFailure(error, { DATA_DIR: '/srv/directory/data' })).toBe(
      "Cannot write /srv/directory/data (EACCES): give the server's user write access to DATA_DIR " +
        '(/srv/directory/data) or point DATA_DIR elsewhere.',
    );
  });
});
