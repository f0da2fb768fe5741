import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Rollup } from 'vite';

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
            // The client entry, the root route and what they import are also loaded by every page: one file
            // (named after the entry) rather than the several Rollup would make of them, one per set of
            // routes that share a module. The root route's own file re-exports its part of it.
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

const APP_SHELL_ENTRIES = ['./app/root.tsx', './app/entry.client.tsx'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);
// Per build (each has its own module graph and getModuleInfo), walked once for all its modules.
const appShells = new WeakMap<Rollup.GetModuleInfo, Set<string>>();
function appShellOf(getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  let shell = appShells.get(getModuleInfo);
  if (!shell) {
    shell = withStaticImports(APP_SHELL_ENTRIES, getModuleInfo);
    appShells.set(getModuleInfo, shell);
  }
  return shell;
}

/**
 * The entries and every module they import statically, transitively, outside the framework chunk. A module
 * imported only for a constant still comes whole, with its imports, so root.tsx imports only what it runs
 * in the browser (decision 040).
 */
function withStaticImports(entries: string[], getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const found = new Set<string>(entries);
  const queue = [...entries];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const imported of getModuleInfo(id)?.importedIds ?? []) {
      if (found.has(imported) || FRAMEWORK_PACKAGE.test(imported)) continue;
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
