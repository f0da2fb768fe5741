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

describe('starting in production without PUBLIC_URL', () => {
  it('warns that emailed links and the sitemap would point to localhost, and not once it is set', async () => {
    expect(await bootAndRead({})).toContainEqual(
      expect.stringMatching(/^PUBLIC_URL is not set: links in emails .* point to http:\/\/localhost:\d+\./),
    );
    expect(
      (await bootAndRead({ PUBLIC_URL: 'https://directory.example' })).filter((msg) => /PUBLIC_URL/.test(msg)),
    ).toEqual([]);
  }, 60_000);
});
