import { describe, expect, it } from 'vitest';
import { escapeXml, robotsTxt, sitemapEntry, urlEntry } from './sitemap-xml';

describe('escapeXml', () => {
  it('escapes the five XML entities and nothing else', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('https://x.example/state/texas')).toBe('https://x.example/state/texas');
  });
});

describe('urlEntry', () => {
  it('writes an escaped loc and a W3C date', () => {
    expect(urlEntry({ loc: 'https://x.example/?a=1&b=2', lastmod: new Date('2026-03-04T22:10:00Z') })).toBe(
      '<url><loc>https://x.example/?a=1&amp;b=2</loc><lastmod>2026-03-04</lastmod></url>\n',
    );
    expect(urlEntry({ loc: 'https://x.example/' })).toBe('<url><loc>https://x.example/</loc></url>\n');
  });

  it('writes an index entry', () => {
    expect(sitemapEntry('https://x.example/sitemaps/2.xml')).toBe(
      '<sitemap><loc>https://x.example/sitemaps/2.xml</loc></sitemap>\n',
    );
  });
});

describe('robotsTxt', () => {
  it('disallows the admin area and partner tools and names the sitemap on the public origin', () => {
    const text = robotsTxt('https://directory.example/');
    const lines = text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /partner-tools');
    expect(lines).toContain('Sitemap: https://directory.example/sitemap.xml');
    expect(lines).not.toContain('Disallow: /search');
  });
});
