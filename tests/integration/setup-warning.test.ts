import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bootRuntime } from '../../server/runtime.server';

// A production install without SETUP_TOKEN leaves /admin/setup open to whoever finds it first: the operator
// is told so at every start until the first administrator exists.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setup-warning-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function bootAndRead(extra: Record<string, string>): Promise<string[]> {
  const messages: string[] = [];
  const context = await bootRuntime({
    source: { DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info', SEED: 'none', ...extra },
    logDestination: { write: (line: string) => void messages.push((JSON.parse(line) as { msg: string }).msg) },
  });
  await context.database.close();
  return messages;
}

describe('starting in production with no administrator', () => {
  it('warns that the setup page is open when SETUP_TOKEN is not set, and not when it is', async () => {
    expect(await bootAndRead({})).toContainEqual(
      expect.stringMatching(/^No administrator yet and SETUP_TOKEN is not set/),
    );
    expect(
      (await bootAndRead({ SETUP_TOKEN: 'a-long-setup-token-1234' })).filter((msg) => /SETUP_TOKEN/.test(msg)),
    ).toEqual([]);
  }, 60_000);
});
