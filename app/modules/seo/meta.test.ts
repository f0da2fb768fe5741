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
});
