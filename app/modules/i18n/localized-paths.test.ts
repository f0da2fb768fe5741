import { describe, expect, it } from 'vitest';
import {
  alternateLinks,
  canonicalUrl,
  englishPathOf,
  fromFrenchPath,
  localeOfPath,
  localizedPath,
  toFrenchPath,
} from './localized-paths';

describe('French addresses of the public pages', () => {
  it.each([
    ['/', '/fr'],
    ['/search?q=montr%C3%A9al', '/fr/recherche?q=montr%C3%A9al'],
    ['/state/california', '/fr/etat/californie'],
    ['/state/north-carolina', '/fr/etat/caroline-du-nord'],
    ['/state/quebec', '/fr/province/quebec'],
    ['/state/british-columbia', '/fr/province/colombie-britannique'],
    ['/state/prince-edward-island', '/fr/province/ile-du-prince-edouard'],
    ['/state/yukon', '/fr/territoire/yukon'],
    ['/state/quebec/city/montreal', '/fr/province/quebec/ville/montreal'],
    ['/state/quebec/city/montreal?page=2', '/fr/province/quebec/ville/montreal?page=2'],
    [
      '/state/texas/city/austin/anderson-funeral-home-austin-tx',
      '/fr/etat/texas/ville/austin/anderson-funeral-home-austin-tx',
    ],
    ['/partner/anderson-funeral-home-austin-tx', '/fr/partenaire/anderson-funeral-home-austin-tx'],
    ['/partner/1234/correction', '/fr/partenaire/1234/correction'],
    ['/partner/1234/inquiry', '/fr/partenaire/1234/demande'],
    ['/faq', '/fr/faq'],
    ['/privacy', '/fr/confidentialite'],
    ['/already-cremated', '/fr/deja-incinere'],
  ])('%s ↔ %s', (english, french) => {
    expect(toFrenchPath(english)).toBe(french);
    expect(fromFrenchPath(french)).toEqual({ englishPath: english, canonicalPath: french });
    expect(localeOfPath(french)).toBe('fr');
    expect(localeOfPath(english)).toBe('en');
  });

  it('has no French page for what is not public or not known', () => {
    for (const path of [
      '/admin/dashboard',
      '/partner-tools',
      '/state/atlantis',
      '/state/texas/town/austin',
      '/sitemap.xml',
      '/toString',
      '/faq/more',
    ]) {
      expect(toFrenchPath(path), path).toBeNull();
    }
    for (const path of [
      '/fr/admin',
      '/fr/etat/atlantide',
      '/fr/search',
      '/fr/province/quebec/city/montreal',
      '/de/recherche',
      '/fr/constructor',
      '/fr/privacy',
    ]) {
      expect(fromFrenchPath(path), path).toBeNull();
    }
  });

  it('points a French address with the wrong word or an English slug at the one canonical address', () => {
    expect(fromFrenchPath('/fr/etat/quebec')).toEqual({
      englishPath: '/state/quebec',
      canonicalPath: '/fr/province/quebec',
    });
    expect(fromFrenchPath('/fr/province/british-columbia/ville/vancouver')).toEqual({
      englishPath: '/state/british-columbia/city/vancouver',
      canonicalPath: '/fr/province/colombie-britannique/ville/vancouver',
    });
  });

  it('reads a region typed with its accents or capitals, as a family may type it, and points at the one address', () => {
    expect(fromFrenchPath('/fr/province/Qu%C3%A9bec/ville/montreal')).toEqual({
      englishPath: '/state/quebec/city/montreal',
      canonicalPath: '/fr/province/quebec/ville/montreal',
    });
    expect(fromFrenchPath('/fr/territoire/Territoires-du-Nord-Ouest')?.canonicalPath).toBe(
      '/fr/territoire/territoires-du-nord-ouest',
    );
    expect(fromFrenchPath('/fr/province/%E0')).toBeNull();
  });

  it('reads a region by its postal abbreviation, as the English pages do', () => {
    expect(fromFrenchPath('/fr/province/qc')?.canonicalPath).toBe('/fr/province/quebec');
    expect(fromFrenchPath('/fr/province/QC/ville/montreal')?.canonicalPath).toBe('/fr/province/quebec/ville/montreal');
    expect(fromFrenchPath('/fr/etat/tx')?.canonicalPath).toBe('/fr/etat/texas');
    expect(fromFrenchPath('/fr/province/zz')).toBeNull();
  });

  it('does not take a path that only begins with the letters fr for a French one', () => {
    expect(localeOfPath('/french-fries')).toBe('en');
    expect(localeOfPath('/fr')).toBe('fr');
  });

  it('finds the English page and the page in either language', () => {
    expect(englishPathOf('/fr/etat/nouveau-mexique')).toBe('/state/new-mexico');
    expect(englishPathOf('/state/new-mexico')).toBe('/state/new-mexico');
    expect(englishPathOf('/fr/nulle-part')).toBeNull();
    expect(localizedPath('/state/texas', 'en')).toBe('/state/texas');
    expect(localizedPath('/state/texas', 'fr')).toBe('/fr/etat/texas');
  });
});

describe('hreflang alternates and canonicals', () => {
  const origin = 'https://directory.example/';

  it('list en-US, en-CA and x-default on the English page and fr-CA on the French one, the same set on both', () => {
    expect(alternateLinks(origin, '/state/quebec/city/montreal')).toEqual([
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'en-US',
        href: 'https://directory.example/state/quebec/city/montreal',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'en-CA',
        href: 'https://directory.example/state/quebec/city/montreal',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'fr-CA',
        href: 'https://directory.example/fr/province/quebec/ville/montreal',
      },
      {
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: 'https://directory.example/state/quebec/city/montreal',
      },
    ]);
  });

  it('are empty for a page with no French version', () => {
    expect(alternateLinks(origin, '/admin/login')).toEqual([]);
  });

  it('give each language its own canonical', () => {
    expect(canonicalUrl(origin, '/search', 'en')).toBe('https://directory.example/search');
    expect(canonicalUrl(origin, '/search', 'fr')).toBe('https://directory.example/fr/recherche');
    expect(canonicalUrl(origin, '/', 'fr')).toBe('https://directory.example/fr');
  });
});
