import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '~/lib/errors';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, IMAGE_MESSAGES, IMAGE_MIN_SIDE } from './image-limits';
import type { MediaStore } from './media-store.server';

/*
 * An uploaded image made safe to publish: its format read from its bytes (never its name or declared type),
 * its size in pixels checked before anything is decoded, then decoded and written anew by libvips (sharp):
 * at most IMAGE_MAX_SIDE pixels a side, as WebP, with no metadata (EXIF, GPS, XMP, ICC) carried over.
 */

export interface ReencodedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
  /** sha-256 of the re-encoded bytes, 32 hex digits: the immutable name it is stored and served under. */
  hash: string;
}

// Decoding is CPU-bound and the machine small: one thread per image, no libvips operation cache.
sharp.concurrency(1);
sharp.cache(false);

type Accepted = 'png' | 'jpeg' | 'webp';

/** The format its first bytes say, or null: what libvips is never asked to open (SVG, GIF, TIFF, HEIF...). */
function sniffFormat(bytes: Buffer): Accepted | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

const refuse = (message: string) => new AppError('VALIDATION', message, { fieldErrors: { logo: message } });

export async function reencodeUploadedImage(bytes: Buffer): Promise<ReencodedImage> {
  if (bytes.length === 0) throw refuse(IMAGE_MESSAGES.missing);
  if (bytes.length > IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_MESSAGES.tooLarge);
  const format = sniffFormat(bytes);
  if (!format) throw refuse(IMAGE_MESSAGES.wrongType);

  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated', pages: 1 } as const;
  // The header alone (no pixel is decoded): a pixel flood is refused by its declared size with its own reason.
  const header = await sharp(bytes, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header || header.format !== format || !header.width || !header.height) throw refuse(IMAGE_MESSAGES.unreadable);
  if (header.width * header.height > IMAGE_MAX_PIXELS) throw refuse(IMAGE_MESSAGES.tooManyPixels);
  if (Math.min(header.width, header.height) < IMAGE_MIN_SIDE) throw refuse(IMAGE_MESSAGES.tooFewPixels);

  try {
    const { data, info } = await sharp(bytes, options)
      .rotate() // a photo's EXIF orientation applied to the pixels, since the EXIF itself is dropped
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height, hash };
  } catch (error) {
    // libvips' own limit (a header that lied) or a broken, truncated body: the uploader's file, not our fault.
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw refuse(IMAGE_MESSAGES.tooManyPixels);
    throw refuse(IMAGE_MESSAGES.unreadable);
  }
}

/** The media store key of an uploaded logo. */
const logoKeyFor = (hash: string) => `logos/${hash}.webp`;

/**
 * An uploaded logo or photo re-encoded (refusals are VALIDATION / PAYLOAD_TOO_LARGE with the reason) and stored
 * under its hash: the media key and size a listing shows it by.
 */
export async function storeUploadedLogo(
  store: MediaStore,
  bytes: Buffer,
): Promise<{ key: string; width: number; height: number }> {
  const image = await reencodeUploadedImage(bytes);
  const key = logoKeyFor(image.hash);
  await store.put(key, { bytes: image.bytes, contentType: image.contentType });
  return { key, width: image.width, height: image.height };
}
