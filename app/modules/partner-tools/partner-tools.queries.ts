import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '~/lib/api-client';
import { tooManyAttemptsMessage } from '~/lib/errors';
import type { PressReleaseInput, PressReleaseResponse } from './press-release.schema';
import type { VideoTemplate } from './video-templates';
import type { GenerateVideoResponse, VideoInput } from './video.schema';

/** Spec §7: the template list (fixed for a deployment: fetched once, never stale). */
export const videoTemplatesQuery = (initialData?: readonly VideoTemplate[]) =>
  queryOptions({
    queryKey: ['partner-tools', 'video-templates'],
    queryFn: () => apiRequest<VideoTemplate[]>('/api/partner-tools/video-templates'),
    initialData: initialData ? [...initialData] : undefined,
    staleTime: Infinity,
  });

export const generatePressRelease = (input: PressReleaseInput) =>
  apiRequest<PressReleaseResponse>('/api/partner-tools/press-release', { method: 'POST', body: input });

export const generateVideo = (input: VideoInput) =>
  apiRequest<GenerateVideoResponse>('/api/partner-tools/generate-video', { method: 'POST', body: input });

/** The field errors of a 400 answer, to show under each field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.status === 400 ? (error.body?.errors ?? {}) : {};
}

/** A sentence for a failure the fields cannot show (the toast says only that it failed, spec §8). */
export function problemFor(error: unknown, what: 'press release' | 'video'): string | null {
  if (!(error instanceof ApiError))
    return 'The server could not be reached. Please check your connection and try again.';
  if (error.status === 400) return 'Please correct the fields marked below.';
  if (error.status === 429) return error.serverMessage ?? tooManyAttemptsMessage(error.retryAfterSeconds);
  if (error.status === 413) return 'The logo file is too large to send. Please use a PNG smaller than 5MB.';
  if (error.status === 503 && error.serverMessage) return error.serverMessage;
  return `The ${what} could not be generated because of a problem on our side. Please try again in a few minutes.`;
}
