/**
 * Google sends photo attributions as HTML (`<a href="https://maps.google.com/maps/contrib/1">Ann Lee</a>`).
 * Rendering that HTML would hand Google's (or a spoofed answer's) markup to the page, so it is read as
 * data instead: the text of each link and its https address, nothing else. Anything that is not such a
 * link becomes plain text (React escapes it).
 */
export interface Attribution {
  text: string;
  /** Only https addresses survive; anything else renders as plain text. */
  href?: string;
}

const LINK = /<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a\s*>/gi;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return safeCodePoint(parseInt(entity.slice(2), 16), whole);
    if (entity.startsWith('#')) return safeCodePoint(parseInt(entity.slice(1), 10), whole);
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

const stripTags = (html: string) =>
  decodeHtmlEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

function safeHref(raw: string): string | undefined {
  try {
    const url = new URL(decodeHtmlEntities(raw.trim()));
    return url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export function parseAttribution(html: string): Attribution[] {
  const parts: Attribution[] = [];
  let last = 0;
  for (const match of html.matchAll(LINK)) {
    const before = stripTags(html.slice(last, match.index));
    if (before) parts.push({ text: before });
    const text = stripTags(match[3] ?? '');
    const href = safeHref(match[2] ?? '');
    if (text) parts.push(href ? { text, href } : { text });
    last = (match.index ?? 0) + match[0].length;
  }
  const after = stripTags(html.slice(last));
  if (after) parts.push({ text: after });
  return parts;
}

/** An attribution as Google's HTML form, from a name and a profile address (live data, API New). */
export function attributionHtml(name: string, uri: string | undefined): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const href = uri ? safeHref(uri) : undefined;
  return href ? `<a href="${escape(href)}">${escape(name)}</a>` : escape(name);
}
