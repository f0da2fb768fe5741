import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppServer {
  baseUrl: string;
  /** The server process's id (bench reads its CPU time). */
  pid: number | undefined;
  port: number;
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM, wait for the graceful exit (SIGKILL after 15 s), remove a data dir this helper created. */
  stop(): Promise<void>;
  /**
   * SIGKILL at once, as a crash or an OOM kill would: no shutdown code runs. Resolves when the process is
   * gone; the data folder is kept (even one this helper created) so a test can restart on it.
   */
  kill9(): Promise<void>;
  /** How the process ended (null while it runs): `stop()` then `exitStatus().code === 0` is a clean shutdown. */
  exitStatus(): { code: number | null; signal: NodeJS.Signals | null } | null;
}

export interface StartAppServerOptions {
  /** Extra environment (SMTP_URL of a fake, GOOGLE_PLACES_BASE_URL, rate limits ...); wins over the defaults. */
  env?: Record<string, string>;
  /** PGlite data folder; default: a fresh temp folder, removed on stop. */
  dataDir?: string;
  /** How long boot (migrate + demo seed) may take before /readyz must answer 200. */
  readyTimeoutMs?: number;
  /**
   * Copy the server's log lines to this process's stderr (default true). At LOG_LEVEL=warn that is only
   * warnings and errors: the cause of a 500 shows up next to the failing test.
   */
  echo?: boolean;
  /** The checkout whose build/ and server.js to run (default: this one); bench --baseline runs another. */
  root?: string;
}

/**
 * Names a data folder holding the demo data (seeded by a server that has stopped): a server started without
 * its own folder and with the demo seed begins from a copy of it. The e2e global setup sets it.
 */
export const SEEDED_DATA_DIR_ENV = 'E2E_SEEDED_DATA_DIR';

/** A free loopback port: bind port 0, read what the kernel chose, release it. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The production server exactly as `npm start` runs it (`node server.js` over build/), on an ephemeral
 * port with its own PGlite folder. Needs a current build (the e2e global setup makes one).
 */
export async function startAppServer({
  env = {},
  dataDir,
  readyTimeoutMs = 120_000,
  echo = true,
  root = repoRoot,
}: StartAppServerOptions = {}): Promise<AppServer> {
  if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
    throw new Error('build/server/index.js is missing: run `npx react-router build` (the e2e global setup does it).');
  }
  const ownsDataDir = dataDir === undefined;
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'directory-e2e-'));
  // The demo data the e2e global setup seeded once: a copy boots in about half the time of a new seed.
  const seeded = process.env[SEEDED_DATA_DIR_ENV];
  if (ownsDataDir && seeded && (env.SEED ?? 'demo') === 'demo') fs.cpSync(seeded, dir, { recursive: true });
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const child = spawn(process.execPath, ['server.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (echo) process.stderr.write(prefixLines(chunk.toString(), `[app :${port}] `));
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const server: AppServer = {
    baseUrl,
    pid: child.pid,
    port,
    dataDir: dir,
    output: () => output,
    async stop() {
      await stopChild(child, exited);
      if (ownsDataDir) fs.rmSync(dir, { recursive: true, force: true });
    },
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    exitStatus() {
      return child.exitCode === null && child.signalCode === null
        ? null
        : { code: child.exitCode, signal: child.signalCode };
    },
  };

  try {
    await waitForReady(baseUrl, child, readyTimeoutMs);
  } catch (error) {
    await server.stop();
    const tail = output.trim().split('\n').slice(-40).join('\n');
    throw new Error(`${(error as Error).message}\n--- server output (last lines) ---\n${tail || '(nothing)'}`);
  }
  return server;
}

async function waitForReady(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The app server exited during boot (code ${child.exitCode ?? child.signalCode}).`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet (still migrating or seeding)
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app server was not ready at ${baseUrl}/readyz within ${Math.round(timeoutMs / 1000)} s.`);
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function prefixLines(text: string, prefix: string): string {
  return text
    .trimEnd()
    .split('\n')
    .map((line) => prefix + line)
    .join('\n')
    .concat('\n');
}
