import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from './data-dir-lock.server';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-'));
  dirs.push(dir);
  return dir;
}

describe('the PGlite data folder lock', () => {
  it('takes over a lock naming our own pid that this process does not hold (node restarted as pid 1)', () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(process.pid));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, 'pglite.lock'), '2147483646');
    acquireDataDirLock(dir)();
  });

  it('refuses a folder held by another live process, naming it', () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by process ${process.ppid}`);
  });

  it('refuses a folder this process already holds', () => {
    const dir = dataDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    release();
    acquireDataDirLock(dir)();
  });
});
