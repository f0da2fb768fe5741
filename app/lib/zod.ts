import { config } from 'zod';

/*
 * zod as this app uses it: modules that can reach the browser import `z` from here, never from 'zod'
 * (eslint no-restricted-imports), so this runs before any of their schemas is built.
 *
 * In the browser zod is jitless. Otherwise building the first object schema probes `new Function('')` to
 * decide whether to compile fast parsers; our CSP has no 'unsafe-eval' (server/security-headers.server.ts),
 * so the probe is refused, and although zod catches the error, Chrome files a Content Security Policy issue
 * on every page that loads a schema (DevTools Issues panel; Lighthouse best practices 96). The browser only
 * parses a form at a time, so the interpreted parser costs nothing noticeable. The server has no CSP and
 * keeps the compiled parsers for API input.
 */
if (typeof document !== 'undefined') config({ jitless: true });

export { z } from 'zod';
