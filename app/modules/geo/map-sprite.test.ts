import { describe, expect, it } from 'vitest';
import { formatMapSprite } from './map-sprite';

describe('formatMapSprite', () => {
  const sprite = formatMapSprite({
    viewBox: '0 0 800 480',
    regions: [
      { name: 'Ohio', slug: 'ohio', abbreviation: 'OH', d: 'm1 2h3v4z' },
      { name: 'Texas', slug: 'texas', abbreviation: 'TX', d: 'm5 6h1v1z' },
    ],
  });

  it('writes one path per region, named by its slug, inside a defs', () => {
    expect(sprite).toBe(
      [
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 480"><defs>',
        '<path id="ohio" vector-effect="non-scaling-stroke" d="m1 2h3v4z"/>',
        '<path id="texas" vector-effect="non-scaling-stroke" d="m5 6h1v1z"/>',
        '</defs></svg>',
        '',
      ].join('\n'),
    );
  });

  it('leaves fill and stroke to the <use> that draws a path', () => {
    expect(sprite).not.toMatch(/fill|stroke=|style=/);
  });
});
