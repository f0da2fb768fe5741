import { describe, expect, it } from 'vitest';
import { adminPageMeta, pageMeta, websiteJsonLd } from './meta';

const matches = [{ id: 'root', loaderData: { publicUrl: 'https://directory.example' } }];

function find(descriptors: ReturnType<typeof pageMeta>, key: string, value: string) {
  return descriptors.find((descriptor) => (descriptor as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}

describe('pageMeta', () => {
  const meta = pageMeta(matches, { title: 'Ohio', description: 'Partners in Ohio', path: '/state/ohio' });

  it('builds the canonical and og:url from the configured public URL', () => {
    expect(find(meta, 'rel', 'canonical')?.href).toBe('https://directory.example/state/ohio');
    expect(find(meta, 'property', 'og:url')?.content).toBe('https://directory.example/state/ohio');
  });

  it('shares the default image, theme colour and title on every page', () => {
    expect(meta).toContainEqual({ title: 'Ohio' });
    expect(find(meta, 'property', 'og:image')?.content).toBe('https://directory.example/og-image.jpg');
    expect(find(meta, 'name', 'twitter:card')?.content).toBe('summary_large_image');
    expect(find(meta, 'name', 'theme-color')?.content).toBe('#8B7355');
    expect(find(meta, 'name', 'robots')).toBeUndefined();
  });

  it('marks admin pages noindex with the spec title form', () => {
    const admin = adminPageMeta(matches, 'FAQ Management', '/admin/faq');
    expect(admin).toContainEqual({ title: 'Admin - FAQ Management' });
    expect(find(admin, 'name', 'robots')?.content).toMatch(/noindex/);
  });

  it('can keep a page out of the index while its links are followed', () => {
    const search = pageMeta(matches, { title: 'Search', description: 'd', path: '/search', noindex: 'follow' });
    expect(find(search, 'name', 'robots')?.content).toBe('noindex, follow');
    const hidden = pageMeta(matches, { title: 'Hidden', description: 'd', noindex: true });
    expect(find(hidden, 'name', 'robots')?.content).toBe('noindex, nofollow');
  });

  it('emits each JSON-LD node as its own script descriptor', () => {
    const withJsonLd = pageMeta(matches, {
      title: 'Home',
      description: 'd',
      path: '/',
      jsonLd: websiteJsonLd('https://directory.example'),
    });
    const nodes = withJsonLd.filter((descriptor) => 'script:ld+json' in descriptor);
    expect(nodes).toHaveLength(1);
    expect(JSON.stringify(nodes[0])).toContain('https://directory.example/search?q={search_term_string}');
  });

  describe('in two languages', () => {
    const root = (locale: 'en' | 'fr') => [
      {
        id: 'root',
        loaderData: {
          publicUrl: 'https://directory.example',
          locale,
          languagePaths: { '/state/quebec': '/fr/province/quebec' },
        },
      },
    ];
    const alternates = (descriptors: ReturnType<typeof pageMeta>) =>
      descriptors.filter((d) => (d as Record<string, unknown>).rel === 'alternate');

    it('gives each language its own canonical and both the same hreflang alternates', () => {
      const english = pageMeta(root('en'), { title: 'Q', description: 'd', path: '/state/quebec' });
      const french = pageMeta(root('fr'), { title: 'Q', description: 'd', path: '/state/quebec' });
      expect(find(english, 'rel', 'canonical')?.href).toBe('https://directory.example/state/quebec');
      expect(find(french, 'rel', 'canonical')?.href).toBe('https://directory.example/fr/province/quebec');
      expect(find(french, 'property', 'og:url')?.content).toBe('https://directory.example/fr/province/quebec');
      expect(alternates(french)).toEqual(alternates(english));
      expect(
        alternates(french).map((d) => [(d as Record<string, string>).hrefLang, (d as Record<string, string>).href]),
      ).toEqual([
        ['en-US', 'https://directory.example/state/quebec'],
        ['en-CA', 'https://directory.example/state/quebec'],
        ['fr-CA', 'https://directory.example/fr/province/quebec'],
        ['x-default', 'https://directory.example/state/quebec'],
      ]);
      expect(find(english, 'property', 'og:locale')?.content).toBe('en_US');
      expect(find(french, 'property', 'og:locale')?.content).toBe('fr_CA');
      const ogAlternates = (descriptors: ReturnType<typeof pageMeta>) =>
        descriptors
          .filter((d) => (d as Record<string, string>).property === 'og:locale:alternate')
          .map((d) => (d as Record<string, string>).content);
      expect(ogAlternates(english)).toEqual(['en_CA', 'fr_CA']);
      expect(ogAlternates(french)).toEqual(['en_US', 'en_CA']);
    });

    it('takes a French address the loader gives over the root data (a canonical other than the address)', () => {
      const french = pageMeta(root('fr'), {
        title: 'P',
        description: 'd',
        path: '/state/texas/city/austin/a1',
        frenchPath: '/fr/etat/texas/ville/austin/a1',
      });
      expect(find(french, 'rel', 'canonical')?.href).toBe('https://directory.example/fr/etat/texas/ville/austin/a1');
    });

    it('gives pages with no French version no alternates and no og:locale:alternate', () => {
      const admin = pageMeta(root('en'), { title: 'A', description: 'd', path: '/admin/faq', noindex: true });
      expect(alternates(admin)).toEqual([]);
      expect(find(admin, 'property', 'og:locale:alternate')).toBeUndefined();
      expect(find(admin, 'rel', 'canonical')?.href).toBe('https://directory.example/admin/faq');
    });

    it('says the language of page-like structured data', () => {
      const home = pageMeta(root('fr'), {
        title: 'H',
        description: 'd',
        path: '/',
        jsonLd: websiteJsonLd('https://directory.example', 'fr', 'Répertoire'),
      });
      const node = JSON.stringify(home.find((d) => 'script:ld+json' in d));
      expect(node).toContain('"inLanguage":"fr-CA"');
      expect(node).toContain('https://directory.example/fr/recherche?q={search_term_string}');
    });
  });
});
