import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chunk, iend, ihdr, pngHeaderOnly, rgbaScanlines, SIGNATURE, solidPng } from '../../../tests/factories/png';
import { LOGO_MESSAGES } from './png-logo';
import { crc32, inspectPngLogo } from './png-logo.server';

// A real 1x1 transparent PNG, as an image editor wrote it.
const onePixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const png = (...chunks: Buffer[]) => Buffer.concat([SIGNATURE, ...chunks]);
const idat = (raw: Buffer) => chunk('IDAT', deflateSync(raw));
const red: [number, number, number, number] = [200, 30, 30, 255];

describe('crc32', () => {
  it('gives the check value of the CRC-32 catalogue', () => {
    expect(crc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
  });
});

describe('inspectPngLogo: sound files', () => {
  it.each([
    ['a real 1x1 PNG', onePixel, 1, 1],
    ['a solid 40x24 RGBA image', solidPng(40, 24, red), 40, 24],
    ['image data split over several IDAT chunks, with ancillary chunks around', splitIdat(), 8, 8],
    ['an interlaced 1-bit palette image', interlacedPalette(12), 3, 3],
  ])('accepts %s', async (_name, file, width, height) => {
    expect(await inspectPngLogo(file)).toEqual({ ok: true, width, height, bytes: file.length });
  });
});

describe('inspectPngLogo: files that only look like PNG', () => {
  const good = solidPng(8, 8, red);
  const header = ihdr(8, 8);
  const pixels = rgbaScanlines(8, 8, red);
  const compressed = deflateSync(pixels);

  it.each<[string, Buffer, string]>([
    [
      'signature and IHDR followed by other bytes',
      png(header, Buffer.from('this is not a PNG at all')),
      LOGO_MESSAGES.incomplete,
    ],
    [
      'signature and IHDR, then text shaped like a chunk',
      png(header, Buffer.from('\0\0\0\x04abcdtext0000')),
      LOGO_MESSAGES.damaged,
    ],
    ['a chunk type that is not four letters', png(header, chunk('ID4T', compressed), iend()), LOGO_MESSAGES.corrupt],
    ['a chunk with a wrong CRC', png(header, chunk('IDAT', compressed, 0x12345678), iend()), LOGO_MESSAGES.damaged],
    [
      'an IHDR with a wrong CRC',
      png(chunk('IHDR', header.subarray(8, 21), 1), idat(pixels), iend()),
      LOGO_MESSAGES.damaged,
    ],
    ['one flipped bit in the image data', flipBit(good, 50), LOGO_MESSAGES.damaged],
    ['no IEND', png(header, idat(pixels)), LOGO_MESSAGES.incomplete],
    ['the file cut in the middle of a chunk', good.subarray(0, good.length - 20), LOGO_MESSAGES.incomplete],
    [
      'an IDAT stream cut in half (with correct CRCs)',
      png(header, chunk('IDAT', compressed.subarray(0, compressed.length >> 1)), iend()),
      LOGO_MESSAGES.unreadable,
    ],
    [
      'an IDAT stream without its checksum',
      png(header, chunk('IDAT', compressed.subarray(0, -4)), iend()),
      LOGO_MESSAGES.unreadable,
    ],
    ['too little image data for the size IHDR claims', png(ihdr(8, 9), idat(pixels), iend()), LOGO_MESSAGES.unreadable],
    ['too much image data for the size IHDR claims', png(ihdr(8, 7), idat(pixels), iend()), LOGO_MESSAGES.unreadable],
    ['an unknown scanline filter', png(header, idat(withFilterByte(pixels, 7)), iend()), LOGO_MESSAGES.unreadable],
    [
      'image data that is not zlib',
      png(header, chunk('IDAT', Buffer.from('plain bytes, not deflated')), iend()),
      LOGO_MESSAGES.unreadable,
    ],
    ['no IDAT at all', pngHeaderOnly(8, 8), LOGO_MESSAGES.corrupt],
    ['IHDR not first', png(chunk('tEXt', Buffer.from('a\0b')), header, idat(pixels), iend()), LOGO_MESSAGES.corrupt],
    ['two IHDR chunks', png(header, header, idat(pixels), iend()), LOGO_MESSAGES.corrupt],
    ['bytes after IEND', Buffer.concat([good, Buffer.from('trailer')]), LOGO_MESSAGES.corrupt],
    [
      'IDAT chunks that are not consecutive',
      png(header, idat(pixels), chunk('tEXt', Buffer.from('a\0b')), idat(pixels), iend()),
      LOGO_MESSAGES.corrupt,
    ],
    [
      'an unknown critical chunk',
      png(header, chunk('ZZZZ', Buffer.alloc(2)), idat(pixels), iend()),
      LOGO_MESSAGES.corrupt,
    ],
    [
      'a palette image without PLTE',
      png(ihdr(8, 8, { colourType: 3 }), idat(Buffer.alloc(8 * 9)), iend()),
      LOGO_MESSAGES.corrupt,
    ],
    [
      'a bit depth the colour type does not allow',
      png(ihdr(8, 8, { bitDepth: 4, colourType: 6 }), idat(pixels), iend()),
      LOGO_MESSAGES.corrupt,
    ],
    ['an unknown interlace method', png(ihdr(8, 8, { interlace: 2 }), idat(pixels), iend()), LOGO_MESSAGES.corrupt],
    [
      'a JPEG',
      Buffer.from('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDA==', 'base64'),
      LOGO_MESSAGES.corrupt,
    ],
  ])('refuses %s', async (_name, file, message) => {
    expect(await inspectPngLogo(file)).toEqual({ ok: false, message });
  });

  it('refuses an interlaced image one byte short of its passes', async () => {
    expect(await inspectPngLogo(interlacedPalette(11))).toEqual({ ok: false, message: LOGO_MESSAGES.unreadable });
  });

  it('refuses a dimension flood from the header alone, before inflating anything', async () => {
    // 4097 x 4097 RGBA 16-bit would inflate to 134 MB; the data here is a tiny stream that claims nothing.
    const flood = png(ihdr(4097, 4097, { bitDepth: 16 }), idat(Buffer.alloc(10)), iend());
    expect(await inspectPngLogo(flood)).toEqual({ ok: false, message: LOGO_MESSAGES.tooManyPixels });
  });

  it('stops inflating a zlib bomb at the size IHDR implies', async () => {
    // 64 MB of zeros compress to about 64 kB; the 8x8 header allows 264 bytes.
    const bomb = png(header, chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024 * 1024))), iend());
    const started = Date.now();
    expect(await inspectPngLogo(bomb)).toEqual({ ok: false, message: LOGO_MESSAGES.unreadable });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

/** 8x8 RGBA whose deflated data is split over three IDAT chunks, with ancillary chunks before them. */
function splitIdat(): Buffer {
  const data = deflateSync(rgbaScanlines(8, 8, red));
  const third = Math.ceil(data.length / 3);
  return png(
    ihdr(8, 8),
    chunk('gAMA', Buffer.from([0, 0, 0xb1, 0x8f])),
    chunk('IDAT', data.subarray(0, third)),
    chunk('IDAT', data.subarray(third, 2 * third)),
    chunk('IDAT', data.subarray(2 * third)),
    chunk('tEXt', Buffer.from('Software\0test')),
    iend(),
  );
}

/**
 * A 3x3 1-bit palette image, Adam7-interlaced: passes 1, 4, 5, 6 (two rows) and 7 hold pixels, each scanline
 * a filter byte and one byte of bits: 12 bytes in all. `bytes` other than 12 makes a broken one.
 */
function interlacedPalette(bytes: number): Buffer {
  return png(
    ihdr(3, 3, { bitDepth: 1, colourType: 3, interlace: 1 }),
    chunk('PLTE', Buffer.from([0, 0, 0, 255, 255, 255])),
    idat(Buffer.alloc(bytes)),
    iend(),
  );
}

function flipBit(file: Buffer, at: number): Buffer {
  const copy = Buffer.from(file);
  copy[at] = copy[at]! ^ 0x01;
  return copy;
}

function withFilterByte(raw: Buffer, filter: number): Buffer {
  const copy = Buffer.from(raw);
  copy[0] = filter;
  return copy;
}
