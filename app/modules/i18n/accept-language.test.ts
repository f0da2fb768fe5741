import { describe, expect, it } from 'vitest';
import { prefersFrench } from './accept-language';

describe('Accept-Language as a suggestion', () => {
  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.8', true],
    ['fr', true],
    ['FR-ca', true],
    ['en-CA,en;q=0.9,fr-CA;q=0.8', false],
    ['de-DE,fr;q=0.7,en;q=0.5', true],
    ['en;q=0.5, fr;q=0.6', true],
    ['fr;q=0, en', false],
    ['*', false],
    ['es-MX', false],
    ['', false],
    [null, false],
    [undefined, false],
    ['fr;q=abc, en', false],
  ])('%j → %s', (header, expected) => {
    expect(prefersFrench(header)).toBe(expected);
  });

  it('keeps the browser’s order between equal weights', () => {
    expect(prefersFrench('fr-CA, en-CA')).toBe(true);
    expect(prefersFrench('en-CA, fr-CA')).toBe(false);
  });
});
