import type { Plugin } from 'vite';

/**
 * Lets Rollup drop the parts of React Router's browser runtime this app never uses (every public
 * page downloads the framework chunk).
 *
 * React Router's production build assigns `X.displayName = "…"` at the top level of its one big module and
 * creates `Link`, `NavLink` and `Form` with un-annotated `React.forwardRef(…)` calls. To a bundler both are
 * side effects, so `NavLink`, `Form`, `useSubmit` and the form-encoding helpers they need stayed in every
 * page although nothing here imports them (about 2 kB gzip). Here, in that module only: the display names go (they name components in React
 * DevTools; production builds do not need them) and the `forwardRef` calls are marked pure (they are).
 * Whatever the app does import is kept exactly as before.
 *
 * `scripts/vite-react-router-tree-shaking.test.ts` checks this against the installed React Router, so an
 * upgrade that changes these shapes fails a test instead of quietly bringing the weight back.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!isReactRouterRuntime(id)) return null;
      // Line-for-line (a removed assignment leaves an empty line), so no source map is needed.
      return { code: annotateReactRouterRuntime(code), map: null };
    },
  };
}

/** React Router's production runtime: the shared chunk its `index.mjs` and `dom-export.mjs` re-export. */
export const isReactRouterRuntime = (id: string) =>
  /\/node_modules\/react-router\/dist\/production\/chunk-[A-Z0-9]+\.mjs$/.test(id);

const topLevelDisplayName = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
const forwardRefCall = /= (React\d*)\.forwardRef\(/g;

export function annotateReactRouterRuntime(code: string): string {
  return code.replace(topLevelDisplayName, '').replace(forwardRefCall, '= /* @__PURE__ */ $1.forwardRef(');
}
