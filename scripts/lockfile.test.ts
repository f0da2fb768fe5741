import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
}

const lockfile = JSON.parse(fs.readFileSync(path.resolve('package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockedPackage>;
};

/** Where Node would find `name` from the package installed at `from` (its own node_modules, then upwards). */
function resolveLocked(from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lockfile.packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  // `npm ci` on macOS, Windows or another Linux refuses a lockfile that lacks its platform's optional
  // builds (npm/cli#4828), even though this machine never installs them.
  it("records every platform's optional build of every locked package", () => {
    const missing = Object.entries(lockfile.packages).flatMap(([location, locked]) =>
      Object.keys(locked.optionalDependencies ?? {})
        .filter((name) => !resolveLocked(location, name))
        .map((name) => `${location || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('is written by npm 7 or newer (lockfileVersion 3)', () => {
    expect(lockfile.lockfileVersion).toBe(3);
  });
});
