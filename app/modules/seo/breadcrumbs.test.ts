import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd, breadcrumbsForPath } from './breadcrumbs';

describe('breadcrumbsForPath', () => {
  it('starts every trail at the home page', () => {
    expect(breadcrumbsForPath('/')).toEqual([{ name: 'Cremation Services', url: '/' }]);
    expect(breadcrumbsForPath('/search')).toEqual([{ name: 'Cremation Services', url: '/' }]);
  });

  it('names a state from its slug', () => {
    expect(breadcrumbsForPath('/state/new-york')).toEqual([
      { name: 'Cremation Services', url: '/' },
      { name: 'New York Cremation Services', url: '/state/new-york' },
    ]);
  });

  it('adds the city, preferring the real spelling when the page knows it', () => {
    expect(breadcrumbsForPath('/state/missouri/city/st-louis', { city: 'St. Louis' })).toEqual([
      { name: 'Cremation Services', url: '/' },
      { name: 'Missouri Cremation Services', url: '/state/missouri' },
      { name: 'St. Louis Cremation Services', url: '/state/missouri/city/st-louis' },
    ]);
  });

  it('knows partner pages under a city and at /partner/{id}', () => {
    const inCity = breadcrumbsForPath('/state/texas/city/austin/abc', { partner: 'Hill Country Cremation' });
    expect(inCity.at(-1)).toEqual({ name: 'Hill Country Cremation', url: '/state/texas/city/austin/abc' });
    expect(breadcrumbsForPath('/partner/768501')).toEqual([
      { name: 'Cremation Services', url: '/' },
      { name: 'Partner Details', url: '/partner/768501' },
    ]);
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the items from 1 with absolute URLs on the public origin', () => {
    const jsonLd = breadcrumbListJsonLd(breadcrumbsForPath('/state/ohio'), 'https://directory.example/');
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Cremation Services', item: 'https://directory.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Ohio Cremation Services',
          item: 'https://directory.example/state/ohio',
        },
      ],
    });
  });
});
