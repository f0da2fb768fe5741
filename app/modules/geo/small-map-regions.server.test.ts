import { describe, expect, it } from 'vitest';
import { smallMapRegions } from './small-map-regions.server';

describe('smallMapRegions', () => {
  it('names the regions too small to tap on each map, and not the large ones', () => {
    const us = smallMapRegions('US');
    expect(us).toEqual(expect.arrayContaining(['district-of-columbia', 'rhode-island', 'delaware', 'connecticut']));
    expect(us).not.toContain('texas');
    expect(us).not.toContain('california');
    expect(smallMapRegions('CA')).toEqual(['prince-edward-island']);
  });
});
