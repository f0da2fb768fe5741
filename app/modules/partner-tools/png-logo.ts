import { IMAGE_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE } from '~/modules/media/image-limits';

/**
 * Logo checks of design §4, pure (browser and server): a logo is `data:image/png;base64,...` whose bytes
 * really are PNG (signature, then an IHDR chunk first), at most 5 MB and 4096 x 4096 px, or an http(s) URL
 * that the server never fetches. Only the first 32 base64 characters are decoded to read the header, so
 * checking a 5 MB logo costs a regex pass, not a decode.
 */
export const LOGO_MAX_BYTES = IMAGE_MAX_BYTES;
export const LOGO_MAX_PIXELS = 4096;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

// Spec §5 and §9 wording where the spec has it; the rest says what to fix.
export const LOGO_MESSAGES = {
  notPng: 'Only PNG files are accepted for transparent logos.',
  tooLarge: LOGO_TOO_LARGE_MESSAGE,
  corrupt: 'Logo file is not a valid PNG image.',
  damaged: 'Logo file is damaged: part of its PNG data fails its checksum. Please export the logo again.',
  incomplete: 'Logo file is incomplete: the PNG data ends too early. Please upload the whole file.',
  unreadable: 'Logo file is damaged: its image data cannot be read. Please export the logo again.',
  tooManyPixels: `Logo must be at most ${LOGO_MAX_PIXELS} x ${LOGO_MAX_PIXELS} pixels.`,
  badUrl: 'Logo URL must be a web address starting with http:// or https://',
} as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type PngLogoCheck = { ok: true; width: number; height: number; bytes: number } | { ok: false; message: string };

/** Decoded size of a base64 payload without decoding it. */
export function base64ByteLength(payload: string): number {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  return Math.floor((payload.length * 3) / 4) - padding;
}

export function checkPngDataUrl(value: string): PngLogoCheck {
  if (!value.startsWith(PNG_DATA_URL_PREFIX)) return { ok: false, message: LOGO_MESSAGES.notPng };
  const payload = value.slice(PNG_DATA_URL_PREFIX.length);
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) return { ok: false, message: LOGO_MESSAGES.corrupt };
  const bytes = base64ByteLength(payload);
  if (bytes > LOGO_MAX_BYTES) return { ok: false, message: LOGO_MESSAGES.tooLarge };
  // Signature (8) + IHDR length (4) + type (4) + width (4) + height (4) = 24 bytes = 32 base64 characters.
  if (bytes < 33) return { ok: false, message: LOGO_MESSAGES.corrupt };
  const head = Uint8Array.from(atob(payload.slice(0, 32)), (char) => char.charCodeAt(0));
  const signatureOk = PNG_SIGNATURE.every((byte, index) => head[index] === byte);
  const ihdrOk = String.fromCharCode(...head.slice(12, 16)) === 'IHDR' && readUint32(head, 8) === 13;
  if (!signatureOk || !ihdrOk) return { ok: false, message: LOGO_MESSAGES.corrupt };
  const width = readUint32(head, 16);
  const height = readUint32(head, 20);
  if (width === 0 || height === 0) return { ok: false, message: LOGO_MESSAGES.corrupt };
  if (width > LOGO_MAX_PIXELS || height > LOGO_MAX_PIXELS) return { ok: false, message: LOGO_MESSAGES.tooManyPixels };
  return { ok: true, width, height, bytes };
}

function readUint32(bytes: Uint8Array, offset: number): number {
  return (
    (bytes[offset] ?? 0) * 2 ** 24 +
    (((bytes[offset + 1] ?? 0) << 16) | ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0))
  );
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The logo rule: empty, a real PNG data URL, or an http(s) address. Returns the message to show, or null. */
export function logoProblem(value: string): string | null {
  if (value === '') return null;
  if (value.startsWith('data:')) {
    const check = checkPngDataUrl(value);
    return check.ok ? null : check.message;
  }
  return isHttpUrl(value) ? null : LOGO_MESSAGES.badUrl;
}
