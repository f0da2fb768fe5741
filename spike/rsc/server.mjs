// The spike's production server: Express with the app's compression, static assets and CSP (script-src
// 'self' 'nonce-…', as server/security-headers.server.ts), the RSC build behind node-fetch-server.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestListener } from '@remix-run/node-fetch-server';
import compression from 'compression';
import express from 'express';

const here = path.dirname(fileURLToPath(import.meta.url));
const { default: build } = await import(path.join(here, 'build/server/index.js'));
const clientDir = path.join(here, 'build/client');

const app = express();
app.disable('x-powered-by');
app.use((req, res, next) => {
  const nonce = randomBytes(16).toString('base64');
  req.headers['x-spike-csp-nonce'] = nonce;
  res.setHeader(
    'Content-Security-Policy',
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "media-src 'self'",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ].join('; '),
  );
  next();
});
app.use(compression());
app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
app.use(express.static(clientDir, { maxAge: '1h', index: false }));
// The app's favicon and other public files.
app.use(express.static(path.join(here, '../../public'), { maxAge: '1h', index: false }));
app.use(createRequestListener((request) => build.fetch(request)));

const port = Number(process.env.PORT ?? 3100);
app.listen(port, '127.0.0.1', () => console.log(`spike listening on http://127.0.0.1:${port}`));
