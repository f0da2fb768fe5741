/*
 * What a US ZIP or a Canadian postal code looks like: pure, browser-safe (the admin form reads a listing's
 * clock from it), no data.
 */

export type PostalCodeQuery =
  { country: 'US'; postalCode: string; zip5: string } | { country: 'CA'; postalCode: string; fsa: string };

const US_ZIP = /^(\d{5})(?:-?(\d{4}))?$/;
/**
 * Canada Post: D, F, I, O, Q, U never appear; W and Z never lead. Between the halves, as typed or pasted: a
 * space, none, several, a non-breaking one or a dash.
 */
const CANADIAN_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(?:[\s-]*(\d[ABCEGHJ-NPRSTV-Z]\d))?$/;

/**
 * Recognises a US ZIP (`12345`, `12345-6789`, `123456789`) or a Canadian postal code (`A1A 1A1`, `a1a1a1`, `A1A-1A1`, or
 * the FSA `A1A` alone) and returns it normalised (upper case, one space); null for anything else.
 */
export function parsePostalCode(text: string): PostalCodeQuery | null {
  const trimmed = text.trim();
  const us = US_ZIP.exec(trimmed);
  if (us?.[1]) return { country: 'US', postalCode: us[2] ? `${us[1]}-${us[2]}` : us[1], zip5: us[1] };
  const ca = CANADIAN_CODE.exec(trimmed.toUpperCase());
  if (ca?.[1]) return { country: 'CA', postalCode: ca[2] ? `${ca[1]} ${ca[2]}` : ca[1], fsa: ca[1] };
  return null;
}

/**
 * The ZIP or postal code a text ends with after other words ("houston tx 77002", "montreal h2x 1y4", "funeral
 * home near 77002"), or null.
 */
export function trailingPostalCode(text: string): PostalCodeQuery | null {
  const words = text.trim().split(/[\s,]+/);
  for (const codeWords of [2, 1]) {
    if (words.length <= codeWords) continue;
    const code = parsePostalCode(words.slice(-codeWords).join(' '));
    if (code) return code;
  }
  return null;
}
