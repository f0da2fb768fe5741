import type { AppContext } from '~/lib/context.server';
import { bootRuntime } from '../../../server/runtime.server';

// The app's own boot (env, database, migrations), once per process. The spike skips the load context:
// RSC framework mode hands loaders a RouterContextProvider, so the app's AppLoadContext would need a
// createContext() key; a module singleton is enough to measure.
let runtime: Promise<AppContext> | undefined;
export function appContext(): Promise<AppContext> {
  runtime ??= bootRuntime();
  return runtime;
}
