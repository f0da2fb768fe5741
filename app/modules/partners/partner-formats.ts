/*
 * Partner formats that public code also needs (the search's ZIP rule): plain constants, so a public page
 * does not load the partner schemas and the table they derive from.
 */

export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
/** `A1A 1A1`; the letters D, F, I, O, Q, U never appear and W, Z never lead (Canada Post). */
export const CANADIAN_POSTAL_CODE_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/;

/** Spec §9: partners imported without a phone carry this until Google data fixes it. */
export const PLACEHOLDER_PHONE = '(555) 000-0000';

/**
 * True for the import placeholder however it is written ('555-000-0000', '+1 555 000 0000'): such a number
 * reaches no one, so public pages never show or dial it.
 */
export function isPlaceholderPhone(phone: string | null | undefined): boolean {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits === PLACEHOLDER_PHONE.replace(/\D/g, '');
}

/** The phone a family may see and call, or null when there is none (blank or the placeholder). */
export function publicPhone(phone: string | null | undefined): string | null {
  const trimmed = phone?.trim() ?? '';
  return trimmed && !isPlaceholderPhone(trimmed) ? trimmed : null;
}
