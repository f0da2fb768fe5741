import { deflateSync } from 'node:zlib';

/*
 * Real PNG files made in memory (no image library): a solid colour of any size, so a test can look for
 * the logo's exact colour in a rendered frame. The header alone can also claim a size the pixel data
 * does not have (`pngHeaderOnly`), which is all the server reads before refusing an oversized logo.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One chunk: length, type, data and its CRC-32 (pass `crc` to write a wrong one). */
export function chunk(type: string, data: Buffer, crc?: number): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc ?? crc32(typed));
  return Buffer.concat([length, typed, check]);
}

export const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An IHDR chunk; RGBA 8-bit, not interlaced, unless told otherwise. */
export function ihdr(
  width: number,
  height: number,
  { bitDepth = 8, colourType = 6, interlace = 0 }: { bitDepth?: number; colourType?: number; interlace?: number } = {},
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colourType;
  header[12] = interlace;
  return chunk('IHDR', header);
}

/** The IEND chunk that ends every PNG. */
export const iend = () => chunk('IEND', Buffer.alloc(0));

/** The decompressed pixel data of a solid RGBA image: each row a filter byte (0) and its pixels. */
export function rgbaScanlines(width: number, height: number, [r, g, b, a]: [number, number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 4);
  for (let x = 0; x < width; x += 1) row.set([r, g, b, a], 1 + x * 4);
  return Buffer.concat(Array.from({ length: height }, () => row));
}

/** A solid RGBA PNG. */
export function solidPng(width: number, height: number, [r, g, b, a = 255]: [number, number, number, number?]): Buffer {
  const raw = rgbaScanlines(width, height, [r, g, b, a]);
  return Buffer.concat([SIGNATURE, ihdr(width, height), chunk('IDAT', deflateSync(raw)), iend()]);
}

/** Signature and IHDR claiming width x height, then an empty image: enough to test the size check. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  return Buffer.concat([SIGNATURE, ihdr(width, height), iend()]);
}

export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
