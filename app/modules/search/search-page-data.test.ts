import { describe, expect, it } from 'vitest';
import { noPartnerInPlaceSentence } from './search-page-data';
import type { SearchPlace } from './search.schema';

const cody: SearchPlace = {
  name: 'Cody',
  state: 'Wyoming',
  stateSlug: 'wyoming',
  country: 'US',
  radiusMiles: 100,
  hasPartner: false,
  nearestMiles: 90.6,
  alternatives: [],
};

describe('noPartnerInPlaceSentence', () => {
  it('names the town and how far the nearest partner is', () => {
    expect(noPartnerInPlaceSentence(cody)).toBe('No partner in Cody, Wyoming. The nearest is 91 mi away.');
    expect(noPartnerInPlaceSentence({ ...cody, nearestMiles: 4.24 })).toBe(
      'No partner in Cody, Wyoming. The nearest is 4.2 mi away.',
    );
  });

  it('says nothing of a town with a partner, and no distance when none is known', () => {
    expect(noPartnerInPlaceSentence({ ...cody, hasPartner: true })).toBeNull();
    expect(noPartnerInPlaceSentence({ ...cody, nearestMiles: null })).toBe('No partner in Cody, Wyoming.');
  });
});
