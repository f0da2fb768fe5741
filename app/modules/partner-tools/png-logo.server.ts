import { Readable } from 'node:stream';
import { createInflate } from 'node:zlib';
import { LOGO_MAX_PIXELS, LOGO_MESSAGES, type PngLogoCheck } from './png-logo';

/*
 * The whole-file check of an uploaded PNG logo, before any rendering (png-logo.ts reads only the header,
 * which a file can get right and still be broken). Walks every chunk (PNG spec, W3C 2003 §5): each CRC-32
 * must match, IHDR comes first with valid values, PLTE precedes the image data of a palette image, the IDAT
 * chunks are consecutive, IEND ends the file. Then the image data is inflated as a stream and counted,
 * never held: it must decompress to exactly the size IHDR implies, each scanline starting with a known
 * filter type. The pixel limit is checked before inflating, so no header can ask for an unbounded inflate.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_CHUNK_LENGTH = 2 ** 31 - 1;

/** Table-driven CRC-32 (ISO 3309, the one PNG uses); node:zlib has no crc32 before Node 22. */
const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Bit depths allowed for each colour type, and its samples per pixel (PNG spec §11.2.2). */
const COLOUR_TYPES: Record<number, { depths: number[]; channels: number }> = {
  0: { depths: [1, 2, 4, 8, 16], channels: 1 },
  2: { depths: [8, 16], channels: 3 },
  3: { depths: [1, 2, 4, 8], channels: 1 },
  4: { depths: [8, 16], channels: 2 },
  6: { depths: [8, 16], channels: 4 },
};

/** Adam7 passes: first column and row, then column and row steps. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

interface Header {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  interlaced: boolean;
}

const refuse = (message: string): PngLogoCheck => ({ ok: false, message });

/** Checks a whole PNG file; the result has the logo's size when it is sound. */
export async function inspectPngLogo(png: Buffer): Promise<PngLogoCheck> {
  if (png.length < SIGNATURE.length || !png.subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
    return refuse(LOGO_MESSAGES.corrupt);
  }
  let header: Header | undefined;
  let sawPalette = false;
  let idatState: 'before' | 'inside' | 'after' = 'before';
  const imageData: Buffer[] = [];
  let offset = SIGNATURE.length;
  for (;;) {
    if (offset === png.length) return refuse(LOGO_MESSAGES.incomplete);
    if (offset + 12 > png.length) return refuse(LOGO_MESSAGES.incomplete);
    const length = png.readUInt32BE(offset);
    if (length > MAX_CHUNK_LENGTH) return refuse(LOGO_MESSAGES.corrupt);
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    if (offset + 12 + length > png.length) return refuse(LOGO_MESSAGES.incomplete);
    const type = typeAndData.subarray(0, 4).toString('latin1');
    if (!/^[A-Za-z]{4}$/.test(type)) return refuse(LOGO_MESSAGES.corrupt);
    if (crc32(typeAndData) !== png.readUInt32BE(offset + 8 + length)) return refuse(LOGO_MESSAGES.damaged);
    const data = typeAndData.subarray(4);
    offset += 12 + length;

    if (!header) {
      if (type !== 'IHDR' || length !== 13) return refuse(LOGO_MESSAGES.corrupt);
      const parsed = readHeader(data);
      if (typeof parsed === 'string') return refuse(parsed);
      header = parsed;
      continue;
    }
    if (idatState === 'inside' && type !== 'IDAT') idatState = 'after';
    switch (type) {
      case 'IHDR':
        return refuse(LOGO_MESSAGES.corrupt);
      case 'PLTE':
        if (idatState !== 'before' || length === 0 || length % 3 !== 0) return refuse(LOGO_MESSAGES.corrupt);
        sawPalette = true;
        break;
      case 'IDAT':
        if (idatState === 'after') return refuse(LOGO_MESSAGES.corrupt);
        if (header.colourType === 3 && !sawPalette) return refuse(LOGO_MESSAGES.corrupt);
        idatState = 'inside';
        imageData.push(data);
        break;
      case 'IEND':
        if (length !== 0 || offset !== png.length || imageData.length === 0) return refuse(LOGO_MESSAGES.corrupt);
        return (await imageDataFits(imageData, header))
          ? { ok: true, width: header.width, height: header.height, bytes: png.length }
          : refuse(LOGO_MESSAGES.unreadable);
      default:
        // An unknown critical chunk (upper-case first letter) means a decoder must not show the image.
        if (type[0]! >= 'A' && type[0]! <= 'Z') return refuse(LOGO_MESSAGES.corrupt);
    }
  }
}

function readHeader(data: Buffer): Header | string {
  const width = data.readUInt32BE(0);
  const height = data.readUInt32BE(4);
  const [bitDepth, colourType, compression, filter, interlace] = [data[8]!, data[9]!, data[10]!, data[11]!, data[12]!];
  if (width === 0 || height === 0) return LOGO_MESSAGES.corrupt;
  if (width > LOGO_MAX_PIXELS || height > LOGO_MAX_PIXELS) return LOGO_MESSAGES.tooManyPixels;
  const colour = COLOUR_TYPES[colourType];
  if (!colour || !colour.depths.includes(bitDepth)) return LOGO_MESSAGES.corrupt;
  if (compression !== 0 || filter !== 0 || interlace > 1) return LOGO_MESSAGES.corrupt;
  return { width, height, bitDepth, colourType, interlaced: interlace === 1 };
}

/** The length of every scanline in the decompressed stream, filter byte included, in order. */
function scanlineLengths({ width, height, bitDepth, colourType, interlaced }: Header): number[] {
  const bitsPerPixel = bitDepth * COLOUR_TYPES[colourType]!.channels;
  const lineLength = (pixels: number) => 1 + Math.ceil((pixels * bitsPerPixel) / 8);
  if (!interlaced) return Array<number>(height).fill(lineLength(width));
  const lines: number[] = [];
  for (const [x0, y0, dx, dy] of ADAM7) {
    const passWidth = width > x0 ? Math.ceil((width - x0) / dx) : 0;
    const passHeight = height > y0 ? Math.ceil((height - y0) / dy) : 0;
    // An empty pass has no scanlines at all, not even filter bytes.
    if (passWidth > 0) for (let row = 0; row < passHeight; row += 1) lines.push(lineLength(passWidth));
  }
  return lines;
}

/**
 * Inflates the IDAT stream chunk by chunk, keeping only counters: true when it is a complete zlib stream of
 * exactly the expected length whose every scanline starts with filter type 0 to 4.
 */
async function imageDataFits(parts: Buffer[], header: Header): Promise<boolean> {
  const lines = scanlineLengths(header);
  let line = 0;
  let leftInLine = lines[0] ?? 0;
  try {
    for await (const chunk of Readable.from(parts).pipe(createInflate()) as AsyncIterable<Buffer>) {
      let index = 0;
      while (index < chunk.length) {
        if (line >= lines.length) return false;
        if (leftInLine === lines[line] && chunk[index]! > 4) return false;
        const step = Math.min(leftInLine, chunk.length - index);
        index += step;
        leftInLine -= step;
        if (leftInLine === 0) {
          line += 1;
          leftInLine = lines[line] ?? 0;
        }
      }
    }
  } catch {
    // Not a zlib stream, a bad checksum, or one that ends early.
    return false;
  }
  return line === lines.length;
}
