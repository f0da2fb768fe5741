import { buildOnce } from './server-build';

/** The integration project's global setup: one production build for every page test of the run. */
export default function setup() {
  buildOnce('integration');
}
