import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { jsonBody } from '~/lib/json-body.server';
import { createRateLimiter, rateLimitByIp } from '~/lib/rate-limit.server';
import { parseInput } from '~/lib/validation';
import { createMediaStore } from '~/modules/media/media-store.server';
import { videoTemplatesDirectory } from './partner-tools.media.server';
import { generateBrandedVideo, generatePressRelease, listVideoTemplates } from './partner-tools.service.server';
import { pressReleaseSchema, type PressReleaseResponse } from './press-release.schema';
import { createVideoRenderer } from './video-render.server';
import { type GenerateVideoResponse, videoSchema } from './video.schema';

const HOUR_MS = 60 * 60 * 1000;
/** A 5 MB PNG logo as a data URL, and the other fields. */
export const VIDEO_BODY_LIMIT = 7 * 1024 * 1024;

/**
 * Spec §7 partner-tools calls. Open to anyone (spec §6), so both generators are rate-limited per client IP
 * (design §4: RATE_LIMIT_TOOLS_MAX per hour, shared by the two tools); listing templates is not. New videos
 * are also capped for all callers together (RATE_LIMIT_VIDEO_RENDERS_MAX per hour, decision 052).
 * generate-video alone reads bodies up to 7 MB (a 5 MB PNG logo as a data URL); the API's global
 * 100 kB parser skips this path (server/api.server.ts).
 */
export function createPartnerToolsApi({ db, database, env, log }: AppContext) {
  const router = express.Router();
  const limiter = createRateLimiter({
    max: env.RATE_LIMIT_TOOLS_MAX,
    windowMs: HOUR_MS,
    shared: { database, name: 'partner-tools' },
  });
  const limit = rateLimitByIp(limiter);
  // Every caller together: many addresses cannot grow the media store or load the CPU past this an hour.
  const renderLimit = createRateLimiter({
    max: env.RATE_LIMIT_VIDEO_RENDERS_MAX,
    windowMs: HOUR_MS,
    shared: { database, name: 'video-renders' },
  });
  const renderer = createVideoRenderer({
    ffmpegPath: env.FFMPEG_PATH,
    store: createMediaStore({ env, db }),
    renderLimit,
    log,
  });
  const templatesDir = videoTemplatesDirectory();

  // Checked once at boot, so an operator sees at start whether videos can be made (the page says so too).
  void renderer.status().then((status) => {
    if (status.available) log.info({ ffmpeg: status.path, version: status.version }, 'video rendering available');
    else log.warn({ reason: status.reason }, 'video rendering unavailable');
  });

  router.get('/video-templates', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(listVideoTemplates());
  });

  router.post('/press-release', limit, async (req, res) => {
    const input = parseInput(pressReleaseSchema, req.body);
    const pressRelease = await generatePressRelease(input, { env, log });
    res.json({ pressRelease } satisfies PressReleaseResponse);
  });

  // The limit runs before the 7 MB parser: a client over its limit never gets a large body read.
  router.post('/generate-video', limit, jsonBody({ limit: VIDEO_BODY_LIMIT }), async (req, res) => {
    const input = parseInput(videoSchema, req.body);
    const { videoUrl } = await generateBrandedVideo(input, { renderer, templatesDir });
    res.json({ videoUrl } satisfies GenerateVideoResponse);
  });

  return router;
}
