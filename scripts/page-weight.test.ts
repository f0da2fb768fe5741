import { describe, expect, it } from 'vitest';
import { scriptUrlsOf, staticImportsOf, stylesheetUrlsOf } from './page-weight';

// The shapes React Router's production HTML and Vite's chunks have (scripts/page-weight.ts reads them).
const html = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/manifest-a1.js"/><link rel="modulepreload" href="/assets/entry.client-b2.js"/>
<link rel="modulepreload" href="/assets/chunk-c3.js"/><link rel="stylesheet" href="/assets/root-d4.css"/>
<link nonce="n0" rel="stylesheet" href="/assets/shared-g7.css#"/>
<link rel="preload" as="image" href="/og-image.jpg"/></head><body>
<script>window.__reactRouterContext = {"a":"import(\\"/assets/nope.js\\")"};</script>
<script type="module" async="">import "/assets/manifest-a1.js";
import * as route0 from "/assets/root-e5.js";
import * as route1 from "/assets/home-f6.js";
window.__reactRouterRouteModules = {"root":route0,"routes/public/home":route1};
import("/assets/entry.client-b2.js");</script></body></html>`;

describe('scriptUrlsOf', () => {
  it('finds module preloads and the inline module imports, once each', () => {
    expect(scriptUrlsOf(html).sort()).toEqual([
      '/assets/chunk-c3.js',
      '/assets/entry.client-b2.js',
      '/assets/home-f6.js',
      '/assets/manifest-a1.js',
      '/assets/root-e5.js',
    ]);
  });

  it('finds stylesheets, not other preloads', () => {
    expect(stylesheetUrlsOf(html)).toEqual(['/assets/root-d4.css', '/assets/shared-g7.css']);
  });
});

describe('staticImportsOf', () => {
  it('resolves static imports and re-exports of a chunk, not lazy import() calls', () => {
    const code =
      'import{a as b,c}from"./chunk-x1.js";import"./side-y2.js";export{d}from"../assets/chunk-z3.js";' +
      'const lazy=()=>import("./admin-w4.js");';
    expect(staticImportsOf(code, '/assets/home-f6.js').sort()).toEqual([
      '/assets/chunk-x1.js',
      '/assets/chunk-z3.js',
      '/assets/side-y2.js',
    ]);
  });
});
