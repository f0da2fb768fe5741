import { describe, expect, it } from 'vitest';
import type { PageWeight } from './page-weight';
import { overBudget, type SizeBudget } from './size-budget';

const budget: SizeBudget = { pages: ['home'], maxJsGzipKb: 120, maxCssGzipKb: 30, maxHtmlGzipKb: 85 };
const kB = 1024;

function home(overrides: Partial<PageWeight> = {}): PageWeight {
  return {
    name: 'home',
    path: '/',
    status: 200,
    html: { raw: 300 * kB, gzip: 77 * kB },
    js: { files: 8, raw: 380 * kB, gzip: 118 * kB },
    css: { files: 1, raw: 60 * kB, gzip: 10 * kB },
    ...overrides,
  };
}

describe('overBudget', () => {
  it('passes a page within every ceiling', () => {
    expect(overBudget([home()], budget)).toEqual([]);
  });

  it('names the page and the figure that is over', () => {
    expect(overBudget([home({ js: { files: 8, raw: 0, gzip: 120.5 * kB } })], budget)).toEqual([
      'home: JavaScript 120.5 kB gzip > 120 kB',
    ]);
    expect(overBudget([home({ html: { raw: 0, gzip: 86 * kB } })], budget)).toEqual([
      'home: HTML 86.0 kB gzip > 85 kB',
    ]);
  });

  it('fails a page whose stylesheet was not found, and a page that was not measured', () => {
    expect(overBudget([home({ css: { files: 0, raw: 0, gzip: 0 } })], budget)).toEqual([
      'home: no stylesheet found in the page',
    ]);
    expect(overBudget([], budget)).toEqual(['home: not measured']);
  });
});
