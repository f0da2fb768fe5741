import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '~/db/client.server';
import type { AppContext } from '~/lib/context.server';
import { loadEnv } from '~/lib/env.server';
import { createLogger } from '~/lib/logger.server';
import { createApp, type CreateAppOptions } from '../../server/app';
import { createHttpServer } from '../../server/lifecycle.server';
import { loadServerBuild } from './server-build';

export interface AppWithPages {
  baseUrl: string;
  context: AppContext;
  close(): Promise<void>;
}

export interface AppWithPagesOptions extends Omit<CreateAppOptions, 'context' | 'build'> {
  /** Environment on top of NODE_ENV=test, LOG_LEVEL=silent and PUBLIC_URL=https://directory.test. */
  env?: Record<string, string>;
  /** The app's log (default: one at LOG_LEVEL); a test reading what is logged passes its own. */
  log?: Logger;
}

/**
 * The real Express app serving the pages of the production build (made once per run by the global setup)
 * and its assets from build/client, over `database`, on a free loopback port.
 */
export async function startAppWithPages(
  database: DatabaseHandle,
  { env: overrides = {}, log, ...options }: AppWithPagesOptions = {},
): Promise<AppWithPages> {
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://directory.test', ...overrides });
  const context: AppContext = { db: database.db, database, env, log: log ?? createLogger(env.LOG_LEVEL) };
  // The build itself, as production passes it (React Router prepares its routes once).
  const build = await loadServerBuild();
  const app = createApp({ context, build, serveStaticAssets: true, ...options });
  const server = createHttpServer(app, env).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    context,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface PagesApp {
  baseUrl: string;
  /** GET a path as a browser without JavaScript does (no redirect following). */
  get(path: string): Promise<RenderedPage>;
  close(): Promise<void>;
}

export interface RenderedPage {
  status: number;
  location: string | null;
  headers: Headers;
  html: string;
  /** The visible text: scripts and tags removed, whitespace collapsed, entities decoded. */
  text: string;
}

/**
 * The real app with the pages over `database` (startAppWithPages): what a crawler or a phone without
 * JavaScript receives, server-rendered.
 */
export async function startPagesApp(
  database: DatabaseHandle,
  publicUrl: string,
  options: { now?: () => number; log?: Logger } = {},
): Promise<PagesApp> {
  const app = await startAppWithPages(database, { env: { PUBLIC_URL: publicUrl }, now: options.now, log: options.log });
  return {
    baseUrl: app.baseUrl,
    get: async (path) => renderedPage(await fetch(app.baseUrl + path, { redirect: 'manual' })),
    close: () => app.close(),
  };
}

/** A response as the page a browser without JavaScript shows (its body read). */
export async function renderedPage(response: Response): Promise<RenderedPage> {
  const html = await response.text();
  return {
    status: response.status,
    location: response.headers.get('location'),
    headers: response.headers,
    html,
    text: visibleText(html),
  };
}

export function visibleText(html: string): string {
  const body = html
    .replace(/^[\s\S]*?<body[^>]*>/, '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    // The other language's suggestion: in every page, shown only where the browser's languages ask for it.
    .replace(/<aside\b[^>]*\bdata-suggests=[\s\S]*?<\/aside>/g, ' ');
  return decodeEntities(body.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The value a form field is rendered with by the server ('' when none). */
export function inputValue(html: string, id: string): string {
  const input = [...html.matchAll(/<input\b[^>]*>/g)]
    .map((match) => match[0])
    .find((tag) => tag.includes(`id="${id}"`));
  if (!input) throw new Error(`no input #${id}`);
  return decodeEntities(input.match(/\svalue="([^"]*)"/)?.[1] ?? '');
}

/** The text a textarea is rendered with by the server. */
export function textareaValue(html: string, id: string): string {
  const match = html.match(new RegExp(`<textarea\\b[^>]*id="${id}"[^>]*>([\\s\\S]*?)</textarea>`));
  if (!match) throw new Error(`no textarea #${id}`);
  return decodeEntities(match[1]!);
}

export const titleOf = (page: RenderedPage) => decodeEntities(page.html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
export const metaOf = (page: RenderedPage, key: string) =>
  decodeEntities(page.html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1] ?? '');
export const canonicalOf = (page: RenderedPage) =>
  decodeEntities(page.html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? '');
