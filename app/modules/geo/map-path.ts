/**
 * The one writer and the one reader of the map outlines' SVG path data (app/modules/geo/data/*-map.json).
 *
 * Both maps are inline SVG in the home page's HTML, so every character of path data is sent to every
 * visitor. The writer therefore uses the shortest form the SVG path grammar allows: relative commands
 * (`m`, `l`, and `h`/`v` for horizontal and vertical steps), a command letter only when it changes, numbers
 * without a leading zero or trailing zeros, and no separator before a minus sign or before a second decimal
 * point ("m548.5 299v-.5l19-1.5 17.5-1.5…z"). Corners are rounded to the grid before the differences are
 * taken, so the relative steps add back up to exactly the rounded absolute corners: no drift along a ring.
 * The reader accepts that form and plain absolute M/L/H/V/Z data (how d3 writes paths).
 */

export type PathPoint = [x: number, y: number];
/** A closed ring: its corners in order, without repeating the first at the end (`z` closes it). */
export type PathRing = PathPoint[];

/**
 * SVG path data for closed rings, corners rounded to a grid of `resolution` points per unit (10: tenths,
 * 2: halves). Zero-length steps and corners on a straight run between their neighbours (which draw
 * nothing) are left out, and so is a ring left with fewer than three corners (no area to fill).
 */
export function formatPathData(
  rings: ReadonlyArray<ReadonlyArray<readonly [number, number]>>,
  options: { resolution: number },
): string {
  const { resolution } = options;
  // A divisor of a power of ten (1, 2, 4, 5, 10, 20…): every grid value then has a short decimal form.
  if (!Number.isInteger(resolution) || resolution < 1 || 1_000_000 % resolution !== 0) {
    throw new Error(`Unusable resolution ${resolution}`);
  }
  const writer = new PathWriter(resolution);
  // The pen, in grid units: a path's first `m` is absolute (SVG spec), as if the pen started at 0,0, and
  // after `z` the pen is back at the ring's first corner.
  let penX = 0;
  let penY = 0;
  for (const ring of rings) {
    const corners = cleanRing(
      ring.map(([x, y]): PathPoint => [Math.round(x * resolution), Math.round(y * resolution)]),
    );
    if (corners.length < 3) continue;
    const [[startX, startY], ...rest] = corners as [PathPoint, ...PathPoint[]];
    writer.command('m', [startX - penX, startY - penY]);
    let [x, y] = [startX, startY];
    for (const [nextX, nextY] of rest) {
      const dx = nextX - x;
      const dy = nextY - y;
      if (dy === 0) writer.command('h', [dx]);
      else if (dx === 0) writer.command('v', [dy]);
      else writer.command('l', [dx, dy]);
      [x, y] = [nextX, nextY];
    }
    writer.command('z', []);
    [penX, penY] = [startX, startY];
  }
  return writer.text;
}

/** Grid points of a ring without repeats, without corners on a straight run, and without a closing repeat. */
function cleanRing(points: PathPoint[]): PathPoint[] {
  const first = points[0];
  if (!first) return [];
  const kept: PathPoint[] = [first];
  // The first corner again at the end: the closing side can make the last corner a straight-run one too.
  for (const point of [...points.slice(1), first]) {
    const last = kept[kept.length - 1]!;
    if (point[0] === last[0] && point[1] === last[1]) continue;
    const beforeLast = kept[kept.length - 2];
    if (beforeLast && continuesStraight(beforeLast, last, point)) kept[kept.length - 1] = point;
    else kept.push(point);
  }
  kept.pop();
  return kept;
}

/** b lies on the segment from a to c, going the same way (exact: grid points are integers). */
function continuesStraight(a: PathPoint, b: PathPoint, c: PathPoint): boolean {
  const [abX, abY] = [b[0] - a[0], b[1] - a[1]];
  const [bcX, bcY] = [c[0] - b[0], c[1] - b[1]];
  return abX * bcY - abY * bcX === 0 && abX * bcX + abY * bcY > 0;
}

class PathWriter {
  text = '';
  private lastCommand = '';
  private lastNumber: string | null = null;

  constructor(private readonly resolution: number) {}

  /** One command with its arguments in grid units; the letter is left out when it repeats. */
  command(letter: 'm' | 'l' | 'h' | 'v' | 'z', args: number[]) {
    // After `m`, further coordinate pairs are implicit `l` steps (SVG spec, "moveto").
    const implicit = letter === this.lastCommand || (letter === 'l' && this.lastCommand === 'm');
    if (!implicit || letter === 'z') {
      this.text += letter;
      this.lastNumber = null;
    }
    this.lastCommand = letter;
    for (const value of args) this.number(formatNumber(value, this.resolution));
  }

  private number(text: string) {
    const previous = this.lastNumber;
    // Two numbers need a separator unless the second starts with '-', or with '.' after one that has a '.'.
    if (previous !== null && !text.startsWith('-') && !(text.startsWith('.') && previous.includes('.'))) {
      this.text += ' ';
    }
    this.text += text;
    this.lastNumber = text;
  }
}

/**
 * A grid value as its shortest decimal text: at resolution 10, 15 → "1.5", 5 → ".5", -5 → "-.5", 20 → "2".
 * Dividing by the whole resolution (not multiplying by its inverse) gives the double nearest the decimal,
 * which JavaScript prints with no more digits than it needs.
 */
function formatNumber(gridValue: number, resolution: number): string {
  return String(gridValue / resolution).replace(/^(-?)0\./, '$1.');
}

const TOKEN = /\s*,?\s*([A-Za-z]|[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/y;

/**
 * The closed rings of SVG path data made of moveto, lineto (L, H, V) and closepath commands, absolute or
 * relative, as absolute points. Points are exact to the data's own decimals (relative steps are summed and
 * rounded to the most decimals seen, so 0.1 + 0.2 reads as 0.3). Throws on anything else (curves, arcs,
 * stray text): the outlines never contain them, and a silent misreading would misplace a map.
 */
export function parsePathData(d: string): PathRing[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < d.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(d);
    if (!match) {
      if (d.slice(start).trim() === '') break;
      throw new Error(`Unreadable path data at ${start}: "${d.slice(start, start + 20)}"`);
    }
    tokens.push(match[1]!);
  }

  const rings: PathRing[] = [];
  let ring: PathRing | null = null;
  let decimals = 0;
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = '';
  let index = 0;

  const round = (value: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
  const nextNumber = (): number => {
    const token = tokens[index];
    if (token === undefined || /^[A-Za-z]$/.test(token)) {
      throw new Error(`Path data: "${command}" is missing a number`);
    }
    index += 1;
    const [mantissa = '', exponent = '0'] = token.split(/[eE]/);
    const places = (mantissa.split('.')[1]?.length ?? 0) - Number(exponent);
    decimals = Math.max(decimals, places);
    return Number(token);
  };
  const lineTo = (nextX: number, nextY: number) => {
    if (!ring) throw new Error(`Path data: "${command}" before any moveto`);
    [x, y] = [round(nextX), round(nextY)];
    ring.push([x, y]);
  };

  while (index < tokens.length) {
    const token = tokens[index]!;
    if (/^[A-Za-z]$/.test(token)) {
      command = token;
      index += 1;
    } else if (command === '' || command === 'z' || command === 'Z') {
      throw new Error(`Path data: a number without a command at token ${index}`);
    }
    const relative = command === command.toLowerCase();
    switch (command) {
      case 'M':
      case 'm': {
        const dx = nextNumber();
        const dy = nextNumber();
        ring = [];
        rings.push(ring);
        lineTo(relative ? x + dx : dx, relative ? y + dy : dy);
        [startX, startY] = [x, y];
        // Further pairs after a moveto are linetos of the same kind.
        command = relative ? 'l' : 'L';
        break;
      }
      case 'L':
      case 'l': {
        const dx = nextNumber();
        const dy = nextNumber();
        lineTo(relative ? x + dx : dx, relative ? y + dy : dy);
        break;
      }
      case 'H':
      case 'h': {
        const value = nextNumber();
        lineTo(relative ? x + value : value, y);
        break;
      }
      case 'V':
      case 'v': {
        const value = nextNumber();
        lineTo(x, relative ? y + value : value);
        break;
      }
      case 'Z':
      case 'z':
        // The pen goes back to the ring's start; a following moveto is relative to it.
        [x, y] = [startX, startY];
        ring = null;
        break;
      default:
        throw new Error(`Path data: unsupported command "${command}"`);
    }
  }
  return rings;
}

/** The bounding box of every corner of path data, or null when it has none. */
export function pathBounds(d: string): { minX: number; minY: number; maxX: number; maxY: number } | null {
  const points = parsePathData(d).flat();
  if (points.length === 0) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return { minX, minY, maxX, maxY };
}
