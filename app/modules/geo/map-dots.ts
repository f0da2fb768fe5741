import type { MapPoint } from './map-types';

/*
 * The home maps' dots travel in the page's route data as one string, "x,y x,y …" (viewBox units, at most
 * one decimal: projectToMap rounds them). React Router's data encoding writes every number of an array of
 * pairs as a value of its own with a reference to it, which made the ~900 dots of the demo directory about
 * 22 kB of the home page's HTML; as a string they are 10 kB, and the server and the browser draw the same
 * circles from the same decoding.
 */

export function encodeMapDots(dots: ReadonlyArray<readonly [number, number]>): string {
  return dots.map(([x, y]) => `${x},${y}`).join(' ');
}

// The home page renders the same strings until partners move (kept per directory revision): each is
// decoded once, not on every render. The maps are two, so a few entries are enough.
const decoded = new Map<string, readonly MapPoint[]>();
const KEPT_DECODINGS = 4;

export function decodeMapDots(text: string): readonly MapPoint[] {
  let points = decoded.get(text);
  if (!points) {
    points = decode(text);
    decoded.set(text, points);
    if (decoded.size > KEPT_DECODINGS) decoded.delete(decoded.keys().next().value!);
  }
  return points;
}

function decode(text: string): MapPoint[] {
  if (text === '') return [];
  return text.split(' ').map((pair) => {
    const [x, y] = pair.split(',').map(Number);
    if (!Number.isFinite(x) || !Number.isFinite(y)) throw new Error(`Not a map dot: "${pair}"`);
    return [x!, y!];
  });
}
