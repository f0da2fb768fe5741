/*
 * Accept-Language is a suggestion only (decision 033): it may show a "Cette page existe en français" banner,
 * never redirect. Crawlers send none or English and must always get the page they asked for.
 */

interface LanguageRange {
  tag: string;
  quality: number;
  order: number;
}

function parseRanges(header: string): LanguageRange[] {
  return header
    .split(',')
    .map((part, order) => {
      const [rawTag = '', ...params] = part.trim().split(';');
      const qParam = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
      const quality = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: rawTag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((range) => range.tag !== '' && range.quality > 0 && range.quality <= 1);
}

/**
 * Whether the visitor's browser ranks French above English ("fr-CA,fr;q=0.9,en;q=0.8" → true,
 * "en-CA,en;q=0.9,fr-CA;q=0.8" → false). `*` and other languages neither suggest nor prevent French.
 */
export function prefersFrench(acceptLanguage: string | null | undefined): boolean {
  if (!acceptLanguage) return false;
  const ranked = parseRanges(acceptLanguage)
    .filter((range) => /^(fr|en)(-|$)/.test(range.tag))
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked[0]?.tag.startsWith('fr') ?? false;
}
