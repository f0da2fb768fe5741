import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from './search.schema';

describe('searchQuerySchema', () => {
  it('trims the query and defaults every field', () => {
    const defaults = { limit: 60, page: 1, service: [] };
    expect(searchQuerySchema.parse({ q: '  austin ' })).toEqual({ q: 'austin', ...defaults });
    expect(searchQuerySchema.parse({})).toEqual({ q: '', ...defaults });
    expect(searchQuerySchema.parse({ q: null, limit: null, page: null })).toEqual({ q: '', ...defaults });
  });

  it('takes a page number and refuses anything else', () => {
    expect(searchQuerySchema.parse({ q: 'texas', page: '2' }).page).toBe(2);
    for (const page of ['0', '-1', '2.5', 'abc', '10001', ['1', '2']]) {
      expect(searchQuerySchema.safeParse({ q: 'texas', page }).success, String(page)).toBe(false);
    }
  });

  it('accepts 100 characters and refuses 101', () => {
    expect(searchQuerySchema.safeParse({ q: 'a'.repeat(100) }).success).toBe(true);
    const result = searchQuerySchema.safeParse({ q: 'a'.repeat(101) });
    expect(result.error?.issues[0]?.message).toBe('Search query must be at most 100 characters');
  });

  it('clamps the limit to 1..200 and refuses text', () => {
    expect(searchQuerySchema.parse({ limit: '0' }).limit).toBe(1);
    expect(searchQuerySchema.parse({ limit: '500' }).limit).toBe(200);
    expect(searchQuerySchema.parse({ limit: '25' }).limit).toBe(25);
    expect(searchQuerySchema.safeParse({ limit: 'ten' }).success).toBe(false);
  });

  it('refuses a repeated parameter', () => {
    expect(searchQuerySchema.safeParse({ q: ['a', 'b'] }).error?.issues[0]?.message).toBe('q must be a single value');
  });
});
