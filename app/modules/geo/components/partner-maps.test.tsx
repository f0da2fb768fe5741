import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PartnerMaps } from './partner-maps';

describe('<PartnerMaps>', () => {
  it('shows the US and the Canada map, each with its own regions and dots', () => {
    const html = renderToString(
      <MemoryRouter>
        <PartnerMaps
          maps={{
            us: { regions: { ohio: 2, 'rhode-island': 40 }, dots: '600,180', small: ['rhode-island'] },
            canada: { regions: { quebec: 5 }, dots: '', small: [] },
            density: [1, 5, 20],
          }}
        />
      </MemoryRouter>,
    );
    expect([...html.matchAll(/<svg role="group" aria-label="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'Partner locations in the United States',
      'Partner locations in Canada',
    ]);
    expect([...html.matchAll(/<a [^>]*aria-label="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'Ohio: 2 partners',
      'Rhode Island: 40 partners',
      'Quebec: 5 partners',
    ]);
    // Too small to tap on the drawing: offered again as a link under it, named in full for screen readers.
    expect(html).toMatch(
      /<a [^>]*href="\/state\/rhode-island"[^>]*><span aria-hidden="true">RI<\/span><span class="sr-only">Rhode Island<!-- -->: <!-- -->40 partners<\/span><\/a>/,
    );
    expect(html.match(/<circle /g)).toHaveLength(1);
    // Each map is a region named for its country: its zoom buttons are told apart from the other map's.
    expect(
      html
        .split('<section ')
        .slice(1)
        .map((map) => [map.match(/^aria-label="([^"]+)"/)?.[1], map.match(/aria-label="Zoom in"/g)?.length]),
    ).toEqual([
      ['Partner locations in the United States', 1],
      ['Partner locations in Canada', 1],
    ]);
    expect(html).toContain('United States</span>');
    expect(html).toContain('Canada</span>');
  });

  it('shades regions by partners, with one legend for both maps', () => {
    const html = renderToString(
      <MemoryRouter>
        <PartnerMaps
          maps={{
            us: { regions: { ohio: 2, texas: 40 }, dots: '', small: [] },
            canada: { regions: { quebec: 5 }, dots: '', small: [] },
            density: [1, 5, 20],
          }}
        />
      </MemoryRouter>,
    );
    const fillOf = (slug: string) => new RegExp(`#${slug}" class="(fill-brand-\\d+)`).exec(html)?.[1];
    expect([fillOf('ohio'), fillOf('quebec'), fillOf('texas')]).toEqual([
      'fill-brand-500',
      'fill-brand-600',
      'fill-brand-700',
    ]);
    expect(html).toContain('Partners per state or province:');
    expect(html.match(/<li[^>]*>.*?<\/li>/g)?.map((item) => item.replace(/<[^>]+>/g, ''))).toEqual([
      '1\u20134',
      '5\u201319',
      '20+',
      'None yet',
    ]);
  });
});
