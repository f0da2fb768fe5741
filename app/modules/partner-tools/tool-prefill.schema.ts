import { isHttpUrl } from './png-logo';
import { pressReleaseSchema } from './press-release.schema';
import { TOOL_PREFILL_FIELDS, type ToolPrefill } from './tool-links';

/** Each prefillable field with the rules and messages the press release form itself applies. */
const FIELD_RULES = pressReleaseSchema.pick({
  companyName: true,
  contactName: true,
  contactEmail: true,
  contactPhone: true,
  website: true,
  logoUrl: true,
  companyAddress: true,
}).shape;

/**
 * A tool page's search parameters as the form's starting values: each field checked by the tool's own
 * schema on its own, and one that fails (or is absent) simply starts empty, so a mangled link still opens
 * the tool. A logo comes by web address only (an uploaded logo is a data URL, far too long for a link).
 */
export function toolPrefillFromSearch(params: URLSearchParams): ToolPrefill {
  const prefill: ToolPrefill = {};
  for (const field of TOOL_PREFILL_FIELDS) {
    const value = params.get(field);
    if (value === null || (field === 'logoUrl' && !isHttpUrl(value))) continue;
    const parsed = FIELD_RULES[field].safeParse(value);
    if (parsed.success && parsed.data) prefill[field] = parsed.data;
  }
  return prefill;
}
