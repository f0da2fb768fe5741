import { z } from '~/lib/zod';
import { optionalText, toolFields } from './tool-fields.schema';
import { findVideoTemplate } from './video-templates';

/** Spec §3 "Video form" with the rules and messages of spec §5 (the same as the press release's). */
export const videoSchema = z.object({
  ...toolFields,
  selectedVideoId: z
    .string({ error: 'Please select a video template' })
    .trim()
    .min(1, 'Please select a video template')
    // Only templates that ship with the app: an unknown id is the same mistake as none.
    .refine((id) => findVideoTemplate(id) !== undefined, 'Please select a video template'),
  additionalNotes: optionalText('Additional notes', 1000),
  /** The video's words written the French way (its phone number) for a French page; English by default. */
  locale: z.enum(['en', 'fr']).optional(),
});
export type VideoFormValues = z.input<typeof videoSchema>;
export type VideoInput = z.output<typeof videoSchema>;

export interface GenerateVideoResponse {
  videoUrl: string;
}
