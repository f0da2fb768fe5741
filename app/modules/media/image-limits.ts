/*
 * What an uploaded image may be, stated once for the upload form (its hint) and the server (its checks).
 * No server code here: the portal's page imports it. Partners (the office's logo panel) and partner-tools
 * (the tools' PNG logo) both import it; neither may import the other.
 */

/** Bytes of the file itself; the request around it may carry a little more (the form's other fields). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Pixels a decoder may be asked to hold: a 20000 x 20000 PNG of a few kB would need 1.6 GB. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** The shorter side at least: a smaller image shows as a dot or a smudge on the page, never as a logo. */
export const IMAGE_MIN_SIDE = 64;
/** The longest side kept: a logo is shown at most a few hundred pixels wide. */
export const IMAGE_MAX_SIDE = 800;
export const IMAGE_TYPES_ACCEPTED = 'image/png,image/jpeg,image/webp';

/** Spec §5's sentence for a logo over IMAGE_MAX_BYTES, wherever a logo is refused for its size. */
export const LOGO_TOO_LARGE_MESSAGE = 'Logo file must be smaller than 5MB.';

export const IMAGE_LIMITS_HINT =
  'PNG, JPEG or WebP, at least 64 pixels on each side, up to 5 MB and 40 megapixels. We shrink it to at most 800 pixels and remove hidden details such as where a photo was taken.';

/** Why an image was refused, in words the uploader can act on. */
export const IMAGE_MESSAGES = {
  missing: 'Choose an image file to upload.',
  tooLarge: 'This file is larger than 5 MB. Save it smaller (for example 800 pixels wide) and try again.',
  wrongType: 'This file is not a PNG, JPEG or WebP image. SVG, GIF and other formats are not accepted.',
  tooManyPixels: 'This image is too large in pixels (over 40 megapixels). Resize it and try again.',
  tooFewPixels:
    'This image is too small (under 64 pixels on its shorter side) and would show as a dot. Choose a larger version and try again.',
  unreadable: 'This image could not be read: it may be damaged or incomplete. Save it again and try again.',
} as const;
