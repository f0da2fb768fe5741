import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
  hasInstallScript?: boolean;
}

const manifest = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as {
  allowScripts?: Record<string, boolean>;
};

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

  // npm 12 skips the install scripts of dependencies package.json's allowScripts does not name: ffmpeg
  // would not be made executable (no videos), nor esbuild's and argon2's binaries checked.
  it('names every locked install script in allowScripts, on every platform', () => {
    const withScripts = Object.entries(lockfile.packages)
      .filter(([, locked]) => locked.hasInstallScript)
      .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts).toContain('@ffmpeg-installer/linux-x64');
    const unreviewed = [...new Set(withScripts)].filter((name) => manifest.allowScripts?.[name] !== true);
    expect(unreviewed).toEqual([]);
  });

  it('is written by npm 7 or newer (lockfileVersion 3)', () => {
    expect(lockfile.lockfileVersion).toBe(3);
  });
});
