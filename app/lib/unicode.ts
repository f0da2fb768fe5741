/**
 * Bidirectional controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), the LRM/RLM
 * marks (U+200E/F) and the Arabic letter mark (U+061C). In a name they can make text around it read in
 * another order ("Chapel \u202Egpj.exe" shows as "Chapel exe.jpg").
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** The text without bidirectional controls: for titles, meta tags, JSON-LD and email subjects built from names. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** Every string in plain data (JSON-LD nodes) without bidirectional controls. */
export function stripBidiControlsDeep<T>(value: T): T {
  if (typeof value === 'string') return stripBidiControls(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => stripBidiControlsDeep(item)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, stripBidiControlsDeep(item)])) as T;
  }
  return value;
}

/** Half of a UTF-16 surrogate pair on its own: no UTF-8 text can hold it (a database would store U+FFFD). */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** No input of this app nests deeper; past it nothing is walked (a 100 kB body of brackets would overflow the stack). */
const MAX_DEPTH = 32;

/**
 * The path of the first string in `value` (a key or a value, down to MAX_DEPTH levels) holding a lone
 * surrogate, as JSON "\ud800" produces; undefined when every string is well-formed.
 */
export function illFormedTextPath(
  value: unknown,
  path: Array<string | number> = [],
): Array<string | number> | undefined {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : undefined;
  if (path.length >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = illFormedTextPath(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (LONE_SURROGATE.test(key)) return [...path, key];
      const found = illFormedTextPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
