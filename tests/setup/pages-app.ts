import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import type { DatabaseHandle } from '~/db/client.server';
import type { AppContext } from '~/lib/context.server';
import { loadEnv } from '~/lib/env.server';
import { createLogger } from '~/lib/logger.server';
import { createApp } from '../../server/app';
import { createHttpServer } from '../../server/lifecycle.server';

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
 * The real Express app with the React Router pages compiled on the fly by Vite (no build needed) over
 * `database`: what a crawler or a phone without JavaScript receives, server-rendered.
 */
export async function startPagesApp(
  database: DatabaseHandle,
  publicUrl: string,
  options: { now?: () => number; log?: Logger } = {},
): Promise<PagesApp> {
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'silent',
  });
  const build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: publicUrl });
  const context: AppContext = { db: database.db, database, env, log: options.log ?? createLogger(env.LOG_LEVEL) };
  const server = createHttpServer(createApp({ context, build, now: options.now }), env).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    async get(path) {
      const response = await fetch(baseUrl + path, { redirect: 'manual' });
      const html = await response.text();
      return {
        status: response.status,
        location: response.headers.get('location'),
        headers: response.headers,
        html,
        text: visibleText(html),
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await vite.close();
    },
  };
}

export function visibleText(html: string): string {
  const body = html.replace(/^[\s\S]*?<body[^>]*>/, '').replace(/<script[\s\S]*?<\/script>/g, ' ');
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

export const titleOf = (page: RenderedPage) => decodeEntities(page.html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
export const metaOf = (page: RenderedPage, key: string) =>
  decodeEntities(page.html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1] ?? '');
export const canonicalOf = (page: RenderedPage) =>
  decodeEntities(page.html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? '');
