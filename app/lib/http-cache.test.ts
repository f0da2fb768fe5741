import { describe, expect, it } from 'vitest';
import { openNowCacheControl } from './http-cache';

describe('openNowCacheControl', () => {
  it('lets a CDN keep an "open now" page only for what is left of the minute, never stale', () => {
    expect(openNowCacheControl(Date.parse('2026-11-25T16:00:00.000Z'))).toBe('public, max-age=0, s-maxage=60');
    expect(openNowCacheControl(Date.parse('2026-11-25T16:00:20.500Z'))).toBe('public, max-age=0, s-maxage=40');
    expect(openNowCacheControl(Date.parse('2026-11-25T16:00:59.999Z'))).toBe('public, max-age=0, s-maxage=1');
  });
});
