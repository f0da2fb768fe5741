import { describe, expect, it } from 'vitest';
import { closedTodayCacheControl, openNowCacheControl, PUBLIC_CACHE_CONTROL } from './http-cache';

describe('openNowCacheControl', () => {
  it('lets a CDN keep an "open now" page only for what is left of the minute, never stale', () => {
    expect(openNowCacheControl(Date.parse('2026-11-25T16:00:00.000Z'))).toBe('public, max-age=0, s-maxage=60');
    expect(openNowCacheControl(Date.parse('2026-11-25T16:00:20.500Z'))).toBe('public, max-age=0, s-maxage=40');
    expect(openNowCacheControl(Date.parse('2026-11-25T16:00:59.999Z'))).toBe('public, max-age=0, s-maxage=1');
  });
});

describe('closedTodayCacheControl', () => {
  const midnight = Date.parse('2026-12-25T06:00:00Z');
  it('keeps the usual policy unless a "Closed today" badge changes within it', () => {
    expect(closedTodayCacheControl(midnight - 3_600_000, midnight)).toBe(PUBLIC_CACHE_CONTROL);
    expect(closedTodayCacheControl(midnight - 60_000, midnight)).toBe(PUBLIC_CACHE_CONTROL);
    expect(closedTodayCacheControl(midnight, null)).toBe(PUBLIC_CACHE_CONTROL);
  });
  it('lets a CDN keep the page, fresh then stale, only until the badge changes', () => {
    expect(closedTodayCacheControl(midnight - 45_000, midnight)).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=15',
    );
    expect(closedTodayCacheControl(midnight - 12_500, midnight)).toBe('public, max-age=0, s-maxage=12');
    expect(closedTodayCacheControl(midnight - 500, midnight)).toBe('public, max-age=0, s-maxage=0');
  });
});
