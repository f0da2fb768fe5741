/**
 * Letters without their accents, lower case ("Montréal" → "montreal"); also ß → ss, œ → oe, and the letters
 * Unicode does not decompose (ø, ł, đ, ı). The database folds names the same way (foldedLower).
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
    .replace(/ı/g, 'i');
}

/** Word processors turn hyphens into en or em dashes (or a minus sign); they look the same to whoever typed them. */
export function dashesAsHyphens(text: string): string {
  return text.replace(/[\u2010-\u2015\u2212]/g, '-');
}
