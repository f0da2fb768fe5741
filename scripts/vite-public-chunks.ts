import type { GetManualChunk, ManualChunkMeta } from 'rollup';

/**
 * How the browser build groups the code public pages share (≤ 120 kB gzip of JavaScript per
 * public page, measured per file).
 *
 * Left alone, Rollup gives every distinct set of importers its own chunk. Admin screens import the same
 * buttons, icons and helpers as the public pages, so the public pages end up fetching some twenty chunks
 * of a few hundred bytes each, and compressing them one by one costs about 5 kB more than compressing
 * them together. Here the modules that the public pages share (those the root route needs, or that at
 * least two public routes reach) travel as one `public-shared` chunk; modules of a single public route
 * stay in that route's chunk, and everything else (admin, lazily loaded dialogs) is Rollup's choice.
 * React, React DOM and React Router travel together as `framework`, a chunk that rarely changes.
 */
export function publicChunks(): GetManualChunk {
  let reach: Map<string, Set<string>> | undefined;
  return (id: string, meta: ManualChunkMeta) => {
    if (isFramework(id)) return 'framework';
    reach ??= publicReach(meta);
    const entries = reach.get(id);
    if (!entries || isPublicEntry(id)) return undefined;
    // What the root route or (nearly) every public route needs: one chunk that every page loads.
    if (entries.has('root') || entries.size >= PUBLIC_ROUTE_COUNT - 1) return 'public-shared';
    if (entries.size < 2) return undefined;
    // Shared by some public routes only (the partner cards of search, state and city pages): one chunk
    // per such group, named after it.
    return `public-${[...entries]
      .map((entry) => entry.replace(/^routes\/public\/|\.tsx$/g, ''))
      .sort()
      .join('-')}`;
  };
}

/** home, search, state, city, partner and the not-found route (app/routes/public/). */
const PUBLIC_ROUTE_COUNT = 6;

const isPublicEntry = (id: string) => /\/app\/(root\.tsx|routes\/public\/[^/]+\.tsx)(\?|$)/.test(id);
const isFramework = (id: string) => /\/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id);

/** For every module, the public entries (root, or a public route file) that import it, directly or not. */
function publicReach({ getModuleIds, getModuleInfo }: ManualChunkMeta): Map<string, Set<string>> {
  const reach = new Map<string, Set<string>>();
  for (const entry of getModuleIds()) {
    if (!isPublicEntry(entry)) continue;
    const name = entry.match(/\/app\/(root|routes\/public\/[^/?]+)/)![1]!;
    const stack = [entry];
    while (stack.length > 0) {
      const id = stack.pop()!;
      const seenBy = reach.get(id) ?? new Set<string>();
      if (seenBy.has(name)) continue;
      seenBy.add(name);
      reach.set(id, seenBy);
      // Static imports only: what a page loads later (dialogs, error screens) is not part of its first load.
      stack.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
  }
  return reach;
}
