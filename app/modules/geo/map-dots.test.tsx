import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { decodeMapDots, encodeMapDots, mapDotsMarkup } from './map-dots';

describe('map dots in the route data', () => {
  it('round-trips dots, decimals and negative-free viewBox units alike', () => {
    const dots: Array<[number, number]> = [
      [380.2, 400.1],
      [735.5, 120],
      [0, 0.5],
    ];
    expect(encodeMapDots(dots)).toBe('380.2,400.1 735.5,120 0,0.5');
    expect(decodeMapDots(encodeMapDots(dots))).toEqual(dots);
  });

  it('reads no dots from an empty string, and refuses what is not a pair of numbers', () => {
    expect(encodeMapDots([])).toBe('');
    expect(decodeMapDots('')).toEqual([]);
    expect(() => decodeMapDots('1,2 3')).toThrow('Not a map dot: "3"');
    expect(() => decodeMapDots('1,x')).toThrow('Not a map dot');
  });
});

describe('the dots as markup', () => {
  it('writes each dot as React writes a circle, and only numbers', () => {
    const text = '380.2,400.1 735.5,120';
    const asReact = renderToStaticMarkup(
      <g>
        {decodeMapDots(text).map(([x, y], index) => (
          <circle key={index} cx={x} cy={y} r={2.12} vectorEffect="non-scaling-stroke" />
        ))}
      </g>,
    );
    expect(`<g>${mapDotsMarkup(text, 2.12)}</g>`).toBe(asReact);
    expect(mapDotsMarkup('', 3)).toBe('');
    expect(() => mapDotsMarkup('1,2 <script>', 3)).toThrow('Not a map dot');
    expect(() => mapDotsMarkup('1,2', Number.NaN)).toThrow('Not a dot radius');
  });

  it('draws the same dots again at another radius', () => {
    const text = '10,20 30,40.5';
    expect(mapDotsMarkup(text, 3)).toContain('r="3"');
    expect(mapDotsMarkup(text, 1.5).match(/r="1.5"/g)).toHaveLength(2);
    expect(mapDotsMarkup(text, 3)).not.toContain('r="1.5"');
  });
});
