import { describe, expect, it } from 'vitest';
import { OUTBOUND_SOURCE, site, withOutboundSource } from './site';

describe('withOutboundSource', () => {
  it('adds the tracking source to a plain link', () => {
    expect(withOutboundSource('https://solacestones.example/about')).toBe(
      `https://solacestones.example/about?utm_source=${OUTBOUND_SOURCE}`,
    );
  });

  it('keeps existing parameters and the fragment', () => {
    expect(withOutboundSource('https://solacestones.example/faq?lang=en#pricing')).toBe(
      'https://solacestones.example/faq?lang=en&utm_source=partner-directory#pricing',
    );
  });

  it('replaces a source that was already there instead of repeating it', () => {
    const url = new URL(withOutboundSource('https://solacestones.example/?utm_source=newsletter'));
    expect(url.searchParams.getAll('utm_source')).toEqual(['partner-directory']);
  });

  it('returns an invalid URL unchanged', () => {
    expect(withOutboundSource('not a url')).toBe('not a url');
    expect(withOutboundSource('/relative/path')).toBe('/relative/path');
    expect(withOutboundSource('')).toBe('');
  });

  it('every configured brand link is on the brand host', () => {
    for (const link of Object.values(site.links)) expect(new URL(link).host).toBe(site.host);
  });
});
