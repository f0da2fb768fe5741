import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, normalizePath, type Rollup } from 'vite';

export default defineConfig(({ isSsrBuild, mode }) => ({
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
      // React Router 7's package exports resolve to its development build in every mode, warnings and all
      // (remix-run/react-router#14102, open). The browser build takes the production files it also ships
      // (smaller). Only the browser build: on the server, @react-router/express and the app must
      // share one copy of React Router, and the server build leaves that package to Node's resolution.
      ...(mode === 'production' && !isSsrBuild ? reactRouterProductionBuild() : []),
    ],
  },
  build: {
    // The server build bundles the whole Express app (API + SSR) into build/server/index.js.
    rollupOptions: isSsrBuild
      ? { input: './server/main.ts' }
      : {
          output: {
            // React, React DOM and React Router: one vendor chunk every page loads, changed only by upgrades.
            // What the client entry and the root route import is also loaded by every page: one file for it
            // rather than the several Rollup would make, one per set of routes that share a module.
            manualChunks(id, { getModuleInfo }) {
              if (FRAMEWORK_PACKAGE.test(id)) return 'framework';
              return appShellOf(getModuleInfo).has(id) ? 'app-shell' : undefined;
            },
          },
        },
    // Server source maps stay on the server (never copied into build/client).
    sourcemap: isSsrBuild,
    // Terser compresses the browser build about 3 % smaller than esbuild (the framework chunk every page
    // loads: 108.0 → 104.6 kB gzip); the build takes a few seconds longer. The server build is not minified.
    minify: isSsrBuild ? false : 'terser',
    // Vite passes terser `safari10: true`; the build's browser target (Safari 16+) needs no such workaround.
    terserOptions: { safari10: false },
  },
  plugins: [tailwindcss(), reactRouter()],
}));

// By package, with the CommonJS interop modules Vite adds around them (`react/jsx-runtime.js?commonjs-es-import`).
const FRAMEWORK_PACKAGE = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;

// Vite's module ids: real paths with forward slashes.
const APP_SHELL_ENTRIES = ['./app/root.tsx', './app/entry.client.tsx'].map((file) =>
  normalizePath(fs.realpathSync(fileURLToPath(new URL(file, import.meta.url)))),
);
const STYLESHEET = /\.css($|\?)/;

// Per build (each has its own module graph and getModuleInfo), walked once for all its modules.
const appShells = new WeakMap<Rollup.GetModuleInfo, Set<string>>();
function appShellOf(getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  let shell = appShells.get(getModuleInfo);
  if (!shell) {
    shell = staticImportsOf(APP_SHELL_ENTRIES, getModuleInfo);
    appShells.set(getModuleInfo, shell);
  }
  return shell;
}

/**
 * Every module the entries import statically, all the way down, but the framework's, the stylesheets and
 * the entries themselves. The entries keep their own files: a chunk holding an entry runs the entry's code
 * (hydration) as soon as anything imports it, and the root's stylesheet stays with the root route rather
 * than becoming a dependency of every chunk that imports the shell (Vite would add it again with each lazy
 * chunk). The walk follows imports, not what tree-shaking keeps, so root.tsx's browser code imports only
 * what it runs (decision 040).
 */
function staticImportsOf(entries: string[], getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const found = new Set<string>();
  const queue = [...entries];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = getModuleInfo(id);
    if (!info) throw new Error(`vite.config.ts: ${id} is not in the build's module graph`);
    for (const imported of info.importedIds) {
      if (found.has(imported) || entries.includes(imported)) continue;
      if (FRAMEWORK_PACKAGE.test(imported) || STYLESHEET.test(imported)) continue;
      found.add(imported);
      queue.push(imported);
    }
  }
  return found;
}

function reactRouterProductionBuild() {
  const dist = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
  return [
    { find: /^react-router$/, replacement: `${dist}index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${dist}dom-export.mjs` },
  ];
}
