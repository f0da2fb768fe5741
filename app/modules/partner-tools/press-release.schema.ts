import { z } from '~/lib/zod';
import { optionalText, requiredLine, toolFields } from './tool-fields.schema';

/** Spec §9: the target word counts and their labels; 400 (Standard) is the default. */
export const WORD_COUNT_OPTIONS = [
  { value: '300', label: 'Short' },
  { value: '400', label: 'Standard' },
  { value: '500', label: 'Medium' },
  { value: '600', label: 'Long' },
  { value: '800', label: 'Extended' },
] as const;
export type TargetWordCount = (typeof WORD_COUNT_OPTIONS)[number]['value'];
const WORD_COUNTS = WORD_COUNT_OPTIONS.map((option) => option.value) as [TargetWordCount, ...TargetWordCount[]];

/** Spec §3 "Press release form" with the rules and messages of spec §5. */
export const pressReleaseSchema = z.object({
  ...toolFields,
  companyAddress: requiredLine('Company address is required', 'Company address', 300),
  newsAngle: z
    .string({ error: 'News angle should be at least 10 characters' })
    .trim()
    .min(10, 'News angle should be at least 10 characters')
    .max(2000, 'News angle must be at most 2000 characters'),
  testimonials: optionalText('Testimonials', 2000),
  additionalInfo: optionalText('Additional information', 2000),
  targetWordCount: z
    .enum(WORD_COUNTS, { error: `Target word count must be one of ${WORD_COUNTS.join(', ')}` })
    .default('400'),
  /** The release's language: a French page asks for French; without it, English as before. */
  locale: z.enum(['en', 'fr']).optional(),
});
export type PressReleaseFormValues = z.input<typeof pressReleaseSchema>;
export type PressReleaseInput = z.output<typeof pressReleaseSchema>;

export interface PressReleaseResponse {
  pressRelease: string;
}
