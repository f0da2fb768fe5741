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

/** `/partner-tools/{tool}?companyName=…`: empty values are left out. */
export function toolLink(tool: PrefillableTool, values: Partial<Record<ToolPrefillField, string | null>>): string {
  const params = new URLSearchParams();
  for (const field of TOOL_FIELDS[tool]) {
    const value = values[field]?.trim();
    if (value) params.set(field, value);
  }
  const search = params.toString();
  return `/partner-tools/${tool}${search ? `?${search}` : ''}`;
}
