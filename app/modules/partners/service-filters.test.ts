import { describe, expect, it } from 'vitest';
import { offeredServices, searchWithFilters, serviceFilterLinks, serviceFiltersOf } from './service-filters';

describe('service filters in URLs', () => {
  it('reads known keys in one order and says when the URL wrote them another way', () => {
    expect(serviceFiltersOf(new URLSearchParams('service=pet'))).toEqual({
      keys: ['pet'],
      canonical: true,
      chosen: true,
    });
    expect(serviceFiltersOf(new URLSearchParams('service=open-now,pet'))).toEqual({
      keys: ['pet', 'open-now'],
      canonical: false,
      chosen: true,
    });
    expect(serviceFiltersOf(new URLSearchParams('service=bogus'))).toMatchObject({ keys: [], canonical: false });
    expect(serviceFiltersOf(new URLSearchParams(''))).toEqual({ keys: [], canonical: true, chosen: false });
    // Chosen, none: a search whose words ask for filters, without them.
    expect(serviceFiltersOf(new URLSearchParams('q=pet+cremation+austin&service='))).toEqual({
      keys: [],
      canonical: true,
      chosen: true,
    });
  });

  it('builds links that toggle one filter, keep the query and start at the first page', () => {
    const search = new URLSearchParams('q=austin&page=3&service=pet');
    expect(searchWithFilters(search, ['veterans', 'pet'])).toBe('?q=austin&service=pet,veterans');
    expect(searchWithFilters(new URLSearchParams('q=Austin, TX'), ['pet'])).toBe('?q=Austin%2C+TX&service=pet');
    expect(searchWithFilters(search, [], { writeNone: true })).toBe('?q=austin&service=');
    expect(serviceFilterLinks(search, ['pet'], { writeNone: true })[0]).toMatchObject({ search: '?q=austin&service=' });
    const links = serviceFilterLinks(search, ['pet']);
    expect(links.find((link) => link.key === 'pet')).toMatchObject({ active: true, search: '?q=austin' });
    expect(links.find((link) => link.key === 'open-now')).toMatchObject({
      active: false,
      search: '?q=austin&service=pet,open-now',
    });
  });

  it('lists the services a partner offers in a family’s words', () => {
    expect(
      offeredServices({
        offersPetCremation: true,
        acceptsCrematedRemains: true,
        offersWitnessedCremation: false,
        servesVeterans: true,
      }),
    ).toEqual(['Pet cremation', 'Accepts remains cremated elsewhere', 'Veterans']);
  });
});
