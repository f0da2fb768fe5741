import { describe, expect, it } from 'vitest';
import { illFormedTextPath, stripBidiControls, stripBidiControlsDeep } from './unicode';

describe('illFormedTextPath', () => {
  it('names the first value or key holding a lone surrogate, nested paths included', () => {
    expect(illFormedTextPath({ name: 'Ann', services: ['a', 'b\ud800'] })).toEqual(['services', 1]);
    expect(illFormedTextPath({ ['k\udc00']: 'x' })).toEqual(['k\udc00']);
    expect(illFormedTextPath('\ud83d')).toEqual([]);
  });

  it('accepts well-formed text, astral characters (surrogate pairs) included', () => {
    expect(illFormedTextPath({ name: 'Zoë 🌷', list: [1, null, true, { deep: 'ok' }] })).toBeUndefined();
  });

  it('does not overflow the stack on absurdly deep input', () => {
    const deep = JSON.parse(`${'['.repeat(50_000)}"x\\ud800"${']'.repeat(50_000)}`) as unknown;
    expect(() => illFormedTextPath(deep)).not.toThrow();
  });
});

describe('stripBidiControls', () => {
  it('drops embeddings, overrides, isolates and marks, and nothing else', () => {
    expect(stripBidiControls('A\u202Eexe.jpg\u202C \u2066b\u2069\u200E\u200F\u061C c')).toBe('Aexe.jpg b c');
    expect(stripBidiControls('שלום Zoë 🌷')).toBe('שלום Zoë 🌷');
  });

  it('cleans every string of a JSON-LD node, keys and non-strings unchanged', () => {
    expect(stripBidiControlsDeep({ '@type': 'LocalBusiness', name: 'X\u202E', rating: 4, list: ['\u2067y'] })).toEqual({
      '@type': 'LocalBusiness',
      name: 'X',
      rating: 4,
      list: ['y'],
    });
  });
});
