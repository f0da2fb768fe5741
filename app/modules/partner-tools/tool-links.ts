/*
 * Links into a partner tool with some of its fields already filled (the partner portal's "Write a press
 * release" and "Make a video"). Plain search parameters, so a link works for anyone and opens the same
 * tool; the tool's loader reads them back through the tool's own schema (tool-prefill.schema.ts). No zod
 * here: the portal builds these links.
 */

/** The fields a link may fill: the company's facts, never the news itself. */
export const TOOL_PREFILL_FIELDS = [
  'companyName',
  'contactName',
  'contactEmail',
  'contactPhone',
  'website',
  'logoUrl',
  'companyAddress',
] as const;
export type ToolPrefillField = (typeof TOOL_PREFILL_FIELDS)[number];

/** What the tool's form starts with, field by field (only fields that pass the tool's own rules). */
export type ToolPrefill = Partial<Record<ToolPrefillField, string>>;

export type PrefillableTool = 'press-release' | 'video';

/** The video form has no address field: its link does not carry one. */
const TOOL_FIELDS: Record<PrefillableTool, readonly ToolPrefillField[]> = {
  'press-release': TOOL_PREFILL_FIELDS,
  video: TOOL_PREFILL_FIELDS.filter((field) => field !== 'companyAddress'),
};

/**
 * The tools' addresses in each language: the same pages, French words under /fr (decision 033). Noindex
 * pages, so they are not in localized-paths.ts, the public pages' table (sitemap, hreflang).
 */
export function toolPaths(locale: 'en' | 'fr') {
  return locale === 'fr'
    ? {
        hub: '/fr/outils-partenaires',
        'press-release': '/fr/outils-partenaires/communique',
        video: '/fr/outils-partenaires/video',
      }
    : { hub: '/partner-tools', 'press-release': '/partner-tools/press-release', video: '/partner-tools/video' };
}

/** The same tool page in the other language (the language switch, query kept), or null outside the tools. */
export function toolTwinPath(path: string): string | null {
  const cut = path.search(/[?#]/);
  const pathname = (cut === -1 ? path : path.slice(0, cut)).replace(/(.)\/$/, '$1');
  const suffix = cut === -1 ? '' : path.slice(cut);
  const [from, to] = pathname.startsWith('/fr/')
    ? [toolPaths('fr'), toolPaths('en')]
    : [toolPaths('en'), toolPaths('fr')];
  for (const page of ['hub', 'press-release', 'video'] as const) {
    if (pathname === from[page]) return `${to[page]}${suffix}`;
  }
  return null;
}

/** `/partner-tools/{tool}?companyName=…` (its French address for a French page): empty values are left out. */
export function toolLink(
  tool: PrefillableTool,
  values: Partial<Record<ToolPrefillField, string | null>>,
  locale: 'en' | 'fr' = 'en',
): string {
  const params = new URLSearchParams();
  for (const field of TOOL_FIELDS[tool]) {
    const value = values[field]?.trim();
    if (value) params.set(field, value);
  }
  const search = params.toString();
  return `${toolPaths(locale)[tool]}${search ? `?${search}` : ''}`;
}
