import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MAP_SPRITES } from '../map-outlines';
import { RegionMap, type RegionMapProps } from './region-map';

function render(props: Partial<RegionMapProps> = {}) {
  return renderToString(
    <MemoryRouter>
      <RegionMap
        country="US"
        title="Partner locations in the United States"
        regions={{ texas: 42, vermont: 1, 'district-of-columbia': 3 }}
        dots="380.2,400.1 735.5,120"
        {...props}
      />
    </MemoryRouter>,
  );
}

/** The attributes of every opening tag of one element name, e.g. tags(html, 'a'). */
function tags(html: string, name: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${name}(\\s[^>]*)?>`, 'g'))].map((match) =>
    Object.fromEntries([...(match[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key, value])),
  );
}

/** The map drawing alone, without the zoom buttons' icons. */
function mapSvg(html: string): string {
  const start = html.indexOf('<svg role="group"');
  return html.slice(start, html.indexOf('</svg>', start));
}

describe('<RegionMap> server render', () => {
  it('is a named group with a title', () => {
    const html = render();
    const [svg] = tags(html, 'svg').filter((attributes) => attributes.role === 'group');
    expect(svg?.['aria-label']).toBe('Partner locations in the United States');
    expect(svg?.viewBox).toBe('0 0 800 480');
    expect(html).toContain('<title>Partner locations in the United States</title>');
  });

  it('makes each region with partners a named link to its state page, in alphabetical order', () => {
    const links = tags(render(), 'a');
    expect(links.map((link) => [link.href, link['aria-label']])).toEqual([
      ['/state/district-of-columbia', 'District of Columbia: 3 partners'],
      ['/state/texas', 'Texas: 42 partners'],
      ['/state/vermont', 'Vermont: 1 partner'],
    ]);
  });

  it('draws the regions without partners as plain shapes, not links', () => {
    const html = render({ regions: { texas: 42, ohio: 0 } });
    expect(tags(html, 'a').map((link) => link.href)).toEqual(['/state/texas']);
    expect(html).not.toContain('/state/ohio');
    // 51 outlines: one inside the Texas link, 50 hidden from assistive technology.
    const outlines = tags(mapSvg(html), 'use');
    expect(outlines).toHaveLength(51);
    expect(outlines.filter((outline) => outline['aria-hidden'] === 'true')).toHaveLength(50);
    expect(html).not.toMatch(/tabindex/i);
  });

  it('draws every outline from the cached sprite file, not from path data in the page', () => {
    const html = mapSvg(render());
    const hrefs = tags(html, 'use').map((outline) => outline.href);
    expect(hrefs).toHaveLength(51);
    expect(hrefs[0]).toBe(`${MAP_SPRITES.US}#alabama`);
    expect(hrefs).toContain(`${MAP_SPRITES.US}#texas`);
    expect(hrefs.every((href) => href?.startsWith(`${MAP_SPRITES.US}#`))).toBe(true);
    expect(html).not.toMatch(/<path/);
  });

  it('draws every dot at radius 3, hidden from assistive technology', () => {
    const html = render();
    const circles = tags(html, 'circle');
    expect(circles.map(({ cx, cy, r }) => [cx, cy, r])).toEqual([
      ['380.2', '400.1', '3'],
      ['735.5', '120', '3'],
    ]);
    expect(html).toMatch(/<g aria-hidden="true"[^>]*><circle/);
  });

  it('offers zoom buttons, with nothing to zoom out of at first', () => {
    const buttons = tags(render(), 'button');
    expect(buttons.map((button) => [button['aria-label'], button['aria-disabled']])).toEqual([
      ['Zoom in', 'false'],
      ['Zoom out', 'true'],
      ['Reset', 'true'],
    ]);
  });

  it('draws Canada from its own outline', () => {
    const html = render({ country: 'CA', title: 'Partner locations in Canada', regions: { ontario: 12 }, dots: '' });
    expect(tags(html, 'svg').find((attributes) => attributes.role === 'group')?.viewBox).toBe('0 0 690 590');
    expect(tags(html, 'a').map((link) => [link.href, link['aria-label']])).toEqual([
      ['/state/ontario', 'Ontario: 12 partners'],
    ]);
    const hrefs = tags(mapSvg(html), 'use').map((outline) => outline.href);
    expect(hrefs).toHaveLength(13);
    expect(hrefs).toContain(`${MAP_SPRITES.CA}#ontario`);
  });
});
