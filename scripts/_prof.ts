import { execFileSync } from 'node:child_process';
import { startAppServer } from '../tests/e2e/server';
const s = await startAppServer({ echo: false });
try { console.log(execFileSync('node', ['scripts/_prof.mjs', s.baseUrl]).toString()); } finally { await s.stop(); }
