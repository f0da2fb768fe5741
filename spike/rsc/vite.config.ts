import { fileURLToPath } from 'node:url';
import { unstable_reactRouterRSC as reactRouterRSC } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import rsc from '@vitejs/plugin-rsc';
import { defineConfig, type Plugin } from 'vite';

// The spike's own build (React Router RSC framework mode), next to the app's: same sources through `~`,
// same Tailwind stylesheet, none of the app's build plugins (no chunk plan, no tree-shaking rewrite),
// terser like the app's browser build so the two weigh alike.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: [{ find: '~', replacement: fileURLToPath(new URL('../../app', import.meta.url)) }],
  },
  build: { minify: 'terser' },
  // The server bundles stay readable (errors name their components), as the app's server build.
  environments: { rsc: { build: { minify: false } }, ssr: { build: { minify: false } } },
  plugins: [reactRouterProductionBuildInBrowser(), tailwindcss(), reactRouterRSC(), rsc()],
});

/**
 * React Router's package exports point at its development build in every mode (remix-run/react-router#14102);
 * the app's browser build takes the production files (decision 006, point 6), so the spike's does too, for
 * the comparison to be fair. Browser environment only: the RSC environment needs the react-server export.
 */
function reactRouterProductionBuildInBrowser(): Plugin {
  const dist = fileURLToPath(new URL('../../node_modules/react-router/dist/production/', import.meta.url));
  const files: Record<string, string> = {
    'react-router': 'index.mjs',
    'react-router/dom': 'dom-export.mjs',
    // Where the server components' client references (Link, Links, Meta…) point in the browser.
    'react-router/internal/react-server-client': 'index.mjs',
  };
  return {
    name: 'spike:react-router-production-build',
    enforce: 'pre',
    apply: 'build',
    resolveId(source) {
      if (this.environment.name !== 'client' || !(source in files)) return null;
      return `${dist}${files[source]}`;
    },
  };
}
