import { describe, expect, it } from 'vitest';
import { formatPathData, parsePathData, type PathPoint, type PathRing, pathBounds } from './map-path';

/** Deterministic pseudo-random numbers (Park-Miller), so a failure can be replayed. */
function randomSource(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16_807) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

/** a, b, c on one line (a repeat included): the writer would leave b out. */
const inLine = (a: PathPoint, b: PathPoint, c: PathPoint) =>
  (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]) === 0;

/** Rings of grid points with no repeats and no three corners in a line: the writer keeps every corner. */
function randomRings(resolution: number, seed: number): PathRing[] {
  const random = randomSource(seed);
  const onGrid = (value: number) => Math.round(value * resolution) / resolution;
  const rings: PathRing[] = [];
  while (rings.length < 5) {
    const centerX = random() * 800;
    const centerY = random() * 480;
    // Corners at increasing angles around a centre, 15 units or more apart.
    const ring = Array.from({ length: 40 }, (_, index): PathPoint => {
      const angle = (index / 40) * 2 * Math.PI;
      const radius = 100 + random() * 100;
      return [onGrid(centerX + radius * Math.cos(angle)), onGrid(centerY + radius * Math.sin(angle))];
    });
    const straight = ring.some((point, index) => inLine(ring.at(index - 1)!, point, ring[(index + 1) % ring.length]!));
    if (!straight) rings.push(ring);
  }
  return rings;
}

describe('formatPathData', () => {
  it('writes relative steps, h and v for level and plumb ones, and a letter only when it changes', () => {
    const rings = [
      [
        [10, 20],
        [15, 20],
        [15, 25.5],
        [10.5, 30],
        [8, 31],
      ],
      [
        [1, 2],
        [3, 2.5],
        [2, 4],
      ],
    ] as const;
    // The first m is absolute; the second is relative to where z left the pen: the first ring's start.
    expect(formatPathData(rings, { resolution: 10 })).toBe('m10 20h5v5.5l-4.5 4.5-2.5 1zm-9-18 2 .5-1 1.5z');
  });

  it('writes numbers in their shortest form and separates them only where the grammar needs it', () => {
    const ring = [
      [0.5, 0.5],
      [1, 1],
      [0.5, 2],
      [2, 2.5],
      [3, 2.5],
    ] as const;
    // ".5.5" is two numbers (a second decimal point starts the next), "-.5 1 1.5.5" four; "1 .5" needs its space.
    expect(formatPathData([ring], { resolution: 2 })).toBe('m.5.5.5.5-.5 1 1.5.5h1z');
    expect(formatPathData([ring], { resolution: 1 })).toBe('m1 1v1l1 1h1z');
  });

  it('rounds every corner to the grid before taking differences, so steps add up without drift', () => {
    // 300 corners 0.34 apart: rounding each step instead (0.34 → 0) would leave the ring at its start.
    const ring = Array.from({ length: 300 }, (_, index): [number, number] => [index * 0.34, (index % 2) * 7]);
    const expected = ring.map(([x, y]) => [Math.round(x), Math.round(y)]);
    expect(parsePathData(formatPathData([ring], { resolution: 1 }))).toEqual([expected]);
  });

  it('leaves out repeated corners, corners on a straight run (the closing side too) and rings with no area', () => {
    const ring = [
      [0, 0],
      [0, 0],
      [2, 0],
      [4, 0],
      [4, 3],
      [4, 3.04],
      [2, 3],
      [0, 3],
      [0, 1],
    ] as const;
    expect(parsePathData(formatPathData([ring], { resolution: 10 }))).toEqual([
      [
        [0, 0],
        [4, 0],
        [4, 3],
        [0, 3],
      ],
    ]);
    // Going back along a side is a spike, not a straight run: it is kept.
    expect(
      formatPathData(
        [
          [
            [0, 0],
            [4, 0],
            [2, 0],
            [2, 2],
          ],
        ],
        { resolution: 1 },
      ),
    ).toBe('m0 0h4-2v2z');
    // A line, or a speck that rounding collapses to a point: nothing to fill, nothing written.
    const line = [
      [0, 0],
      [1, 0],
      [2, 0],
    ] as const;
    const speck = [
      [0, 0],
      [0.2, 0.1],
      [0.4, 0.2],
    ] as const;
    expect(formatPathData([line, speck], { resolution: 1 })).toBe('');
  });

  it('refuses a resolution whose grid values have no short decimal form', () => {
    expect(() => formatPathData([], { resolution: 0.5 })).toThrow(/resolution/);
    // Thirds would print as 0.3333333333333333.
    expect(() => formatPathData([], { resolution: 3 })).toThrow(/resolution/);
  });
});

describe('parsePathData', () => {
  it.each([1, 2, 10, 100])('reads back exactly the corners written at resolution %i', (resolution) => {
    const rings = randomRings(resolution, resolution);
    expect(parsePathData(formatPathData(rings, { resolution }))).toEqual(rings);
  });

  it('reads absolute M, L, H, V, Z data (the former outline form) as the same corners', () => {
    expect(parsePathData('M10,20L15,20L15,25.5L10.5,30L8,31ZM1,2L3,2.5L2,4Z')).toEqual(
      parsePathData('m10 20h5v5.5l-4.5 4.5-2.5 1zm-9-18 2 .5-1 1.5z'),
    );
    expect(parsePathData('M 1 1 H 5 V 4 L 1 4 Z')).toEqual([
      [
        [1, 1],
        [5, 1],
        [5, 4],
        [1, 4],
      ],
    ]);
  });

  it('sums relative steps without floating-point residue', () => {
    expect(parsePathData('m.1.2.2.1h.1z')).toEqual([
      [
        [0.1, 0.2],
        [0.3, 0.3],
        [0.4, 0.3],
      ],
    ]);
  });

  it('throws on commands the outlines never use and on stray text, rather than misreading them', () => {
    expect(() => parsePathData('M0,0C1,1 2,2 3,3Z')).toThrow(/unsupported command "C"/);
    expect(() => parsePathData('m0 0h1#')).toThrow(/Unreadable/);
    expect(() => parsePathData('m0 0h')).toThrow(/missing a number/);
    expect(() => parsePathData('1 2')).toThrow(/without a command/);
  });
});

describe('pathBounds', () => {
  it('spans every corner of a path with several rings', () => {
    expect(pathBounds('M1,2L5,2L5,9ZM-3,4L0,4L0,6Z')).toEqual({ minX: -3, minY: 2, maxX: 5, maxY: 9 });
    expect(pathBounds('m1 2h4v7zm-4 2h3v2z')).toEqual({ minX: -3, minY: 2, maxX: 5, maxY: 9 });
  });

  it('answers null for an empty path', () => {
    expect(pathBounds('')).toBeNull();
  });
});
