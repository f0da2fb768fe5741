import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { createApp } from './app';
import { listenWithGracefulShutdown } from './lifecycle.server';
import { bootRuntime } from './runtime.server';

/** Entry of the server bundle (build/server/index.js) and of `npm run dev` through Vite. */
export async function startServer({ vite }: { vite?: ViteDevServer } = {}) {
  const context = await bootRuntime();
  const build = vite
    ? () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    : () => import('virtual:react-router/server-build') as Promise<ServerBuild>;
  const app = createApp({ context, build, serveStaticAssets: !vite, beforePages: vite?.middlewares });
  return listenWithGracefulShutdown(app, context);
}
