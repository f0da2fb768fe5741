import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup, type Plugin as RollupPlugin } from 'rollup';
import { describe, expect, it } from 'vitest';
import {
  annotateReactRouterRuntime,
  isReactRouterRuntime,
  reactRouterTreeShaking,
} from './vite-react-router-tree-shaking';

const productionDir = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));
const runtimeFiles = fs
  .readdirSync(productionDir)
  .map((name) => path.join(productionDir, name))
  .filter(isReactRouterRuntime);

/** Bundles what a page of this app imports from React Router (React itself left external), minified by tree-shaking only. */
async function bundleLikeThePublicPages(plugins: RollupPlugin[]): Promise<string> {
  const entry = '\0entry';
  const bundle = await rollup({
    input: entry,
    external: (id) => /^(react|react-dom)(\/|$)/.test(id),
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === entry ? entry : null),
        load: (id) =>
          id === entry
            ? `export { Link, Links, Meta, Scripts, Outlet, Await, useLocation, useNavigate, useNavigation } from ${JSON.stringify(path.join(productionDir, 'index.mjs'))};
               export { HydratedRouter } from ${JSON.stringify(path.join(productionDir, 'dom-export.mjs'))};`
            : null,
      },
      ...plugins,
    ],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  return output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

describe('React Router tree-shaking', () => {
  it('finds the installed React Router runtime and still recognises its shapes', () => {
    expect(runtimeFiles.length).toBeGreaterThan(0);
    const runtime = runtimeFiles.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
    const annotated = annotateReactRouterRuntime(runtime);

    // An upgrade that renames or reshapes these makes the plugin a no-op: this is where it shows.
    expect(runtime).toMatch(/^NavLink\.displayName = "NavLink";$/m);
    expect(annotated).not.toMatch(/^[\w$]+\.displayName = /m);
    expect(annotated.match(/= \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/g)?.length).toBeGreaterThanOrEqual(3);
    // Line-for-line, so positions in React Router's own source map still hold.
    expect(annotated.split('\n')).toHaveLength(runtime.split('\n').length);
  });

  it('drops NavLink, Form and useSubmit from what the pages load, and keeps what they use', async () => {
    const plugin = reactRouterTreeShaking() as RollupPlugin;
    const [before, after] = await Promise.all([bundleLikeThePublicPages([]), bundleLikeThePublicPages([plugin])]);

    // Unused, but kept by React Router's side-effecting top level.
    for (const unused of ['"aria-current"', 'multipart/form-data', '"useSubmit"']) {
      expect(before, unused).toContain(unused);
      expect(after).not.toContain(unused);
    }
    // Used: the link's click handling and hydration stay.
    expect(after).toContain('var Link = ');
    expect(after).toContain('function HydratedRouter(');
    expect(after.length).toBeLessThan(before.length - 10_000);
  });
});
