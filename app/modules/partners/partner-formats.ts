/*
 * Partner formats that public code also needs (the search's ZIP rule): plain constants, so a public page
 * does not load the partner schemas and the table they derive from.
 */

export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
/** `A1A 1A1`; the letters D, F, I, O, Q, U never appear and W, Z never lead (Canada Post). */
export const CANADIAN_POSTAL_CODE_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/;

/** Spec §9: partners imported without a phone carry this until Google data fixes it. */
export const PLACEHOLDER_PHONE = '(555) 000-0000';
