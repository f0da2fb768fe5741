import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// README: copy .env.example to .env and load it with `set -a; . ./.env; set +a`: a POSIX shell must read it.

const example = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.env.example');

describe('.env.example', () => {
  it('loads in a POSIX shell as the README says, every variable with its intended value', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-example-'));
    try {
      fs.copyFileSync(example, path.join(dir, '.env'));
      const result = spawnSync('sh', ['-c', 'set -a; . ./.env; set +a; env'], { cwd: dir, encoding: 'utf8', env: {} });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const loaded = new Map(
        result.stdout.split('\n').map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      );
      const assignments = fs
        .readFileSync(example, 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line));
      expect(assignments.length).toBeGreaterThan(30);
      for (const line of assignments) {
        const name = line.slice(0, line.indexOf('='));
        const intended = line.slice(line.indexOf('=') + 1).replace(/^"(.*)"$/, '$1');
        expect({ name, value: loaded.get(name) }).toEqual({ name, value: intended });
      }
      expect(loaded.get('INQUIRY_ANSWER_EXPECTED')).toBe('within two business days');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
