/** A JSON-LD node (schema.org vocabulary); plain data, serialised as JSON. */
export type JsonLd = { '@context'?: string; '@type': string } & { [key: string]: unknown };

const unsafeInScript: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a <script type="application/ld+json"> element. A partner name or FAQ answer containing
 * `</script>` must not close the element, and U+2028/U+2029 break older JavaScript parsers, so these
 * characters become JSON unicode escapes: the parsed data is identical, the HTML cannot be broken out of.
 *
 * Route `meta` functions hand JSON-LD to React Router as `{ 'script:ld+json': data }`; its <Meta />
 * applies this same escape set (react-router/lib/dom/ssr/markup.ts), and the page tests check the
 * rendered result. Use this function wherever JSON-LD is written into HTML by hand.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (character) => unsafeInScript[character] ?? character);
}
