import path from 'node:path';
import type { Logger } from 'pino';
import type { Env } from '~/lib/env.server';
import { AppError } from '~/lib/errors';
import { completeChat, isLlmConfigured } from '~/lib/llm-client.server';
import { checkFfmpeg } from './ffmpeg-binary.server';
import { videoUrlFor } from './partner-tools.media.server';
import { checkPngDataUrl, PNG_DATA_URL_PREFIX } from './png-logo';
import { inspectPngLogo } from './png-logo.server';
import { lookupPostalCode } from '~/modules/geo/postal-codes.server';
import { findRegion } from '~/modules/geo/regions';
import { OFFICE_TIME_ZONE } from '~/modules/i18n/format';
import { timeZoneOfAddress } from '~/modules/partners/address-time-zone';
import { composePressRelease, countWords, isUsableRelease, parsePlace } from './press-release-composer';
import { composeFrenchPressRelease, isUsableFrenchRelease, parseFrenchPlace } from './press-release-composer-fr';
import {
  FRENCH_PRESS_RELEASE_SYSTEM_PROMPT,
  frenchPressReleasePrompt,
  plainRelease,
  PRESS_RELEASE_SYSTEM_PROMPT,
  pressReleasePrompt,
} from './press-release-prompt';
import { findPlaceInRegion } from '~/modules/geo/gazetteer.server';
import { phoneAsWritten } from '~/modules/i18n/format';
import type { PressReleaseInput } from './press-release.schema';
import { notConfigured, type VideoRenderer } from './video-render.server';
import { findVideoTemplate, VIDEO_TEMPLATES, type VideoTemplate } from './video-templates';
import type { VideoInput } from './video.schema';

/** Spec §7: GET /api/partner-tools/video-templates. */
export function listVideoTemplates(): readonly VideoTemplate[] {
  return VIDEO_TEMPLATES;
}

export interface GeneratePressReleaseOptions {
  env: Pick<Env, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL'>;
  log: Logger;
  today?: Date;
  signal?: AbortSignal;
}

/**
 * The dateline's day is the partner's: the clock of the address it gave (El Paso's ZIP is on Mountain time),
 * its region read from the address or else from its postal code ("Los Angeles CA 90012", "Montréal (Québec)
 * H2X 1Y4" name none the parser knows); the office's when neither says.
 */
function datelineTimeZone(address: string): string {
  const place = parsePlace(address);
  const postalCode = place.postalCode ?? '';
  const region = (place.state && findRegion(place.state)?.name) ?? lookupPostalCode(postalCode)?.state ?? '';
  return timeZoneOfAddress(postalCode, region) ?? OFFICE_TIME_ZONE;
}

/**
 * Spec §7: POST /api/partner-tools/press-release → the release text. Design §3: the configured chat model
 * writes it when LLM_BASE_URL is set; on any failure, or an answer that is off-length, incomplete or holds
 * placeholder text, the built-in composer does, so the partner always gets a publishable release.
 */
export async function generatePressRelease(
  input: PressReleaseInput,
  { env, log, today = new Date(), signal }: GeneratePressReleaseOptions,
): Promise<string> {
  const timeZone = datelineTimeZone(input.companyAddress);
  const french = input.locale === 'fr';
  if (isLlmConfigured(env)) {
    const answer = await completeChat({
      env,
      system: french ? FRENCH_PRESS_RELEASE_SYSTEM_PROMPT : PRESS_RELEASE_SYSTEM_PROMPT,
      prompt: french
        ? frenchPressReleasePrompt(input, { today, timeZone })
        : pressReleasePrompt(input, { today, timeZone }),
      // About 1.4 tokens a word, with room for the longest allowed length.
      maxTokens: Math.ceil(Number(input.targetWordCount) * 1.1 * 1.6) + 200,
      signal,
      log,
    });
    if (answer !== null) {
      const release = plainRelease(answer);
      if (french ? isUsableFrenchRelease(release, input) : isUsableRelease(release, input)) return release;
      log.warn(
        { words: countWords(release), target: input.targetWordCount },
        'LLM press release unusable; using the built-in composer',
      );
    }
  }
  if (french) return composeFrenchPressRelease(input, { today, timeZone, cityName: await localCityName(input) });
  return composePressRelease(input, { today, timeZone });
}

/** The town as it is spelt where it is ("Montreal, QC" → "Montréal"), for a French dateline; else as typed. */
async function localCityName(input: PressReleaseInput): Promise<string | undefined> {
  const place = parseFrenchPlace(input.companyAddress);
  const region = place.state ? findRegion(place.state) : undefined;
  if (!place.city || !region) return place.city;
  try {
    return (await findPlaceInRegion(place.city, region.abbreviation))?.name ?? place.city;
  } catch {
    // Without the gazetteer the release still goes out, with the town as the partner wrote it.
    return place.city;
  }
}

export interface GenerateVideoOptions {
  renderer: VideoRenderer;
  templatesDir: string;
}

/**
 * Spec §7: POST /api/partner-tools/generate-video → `{videoUrl}`. The logo is drawn only when it was
 * uploaded (a PNG data URL): design §4 says the server never fetches a URL on its own initiative, and a
 * fetch on a user's behalf would still let anyone make this server call private addresses, so a logo
 * given as a URL is left out of the video (the form says so).
 */
export async function generateBrandedVideo(input: VideoInput, { renderer, templatesDir }: GenerateVideoOptions) {
  const status = await renderer.status();
  if (!status.available) throw notConfigured(status);
  const template = findVideoTemplate(input.selectedVideoId);
  if (!template)
    throw new AppError('VALIDATION', 'Please select a video template', {
      fieldErrors: { selectedVideoId: 'Please select a video template' },
    });

  let logo: { png: Buffer; width: number; height: number } | undefined;
  if (input.logoUrl?.startsWith(PNG_DATA_URL_PREFIX)) {
    // The schema checked the header (as the form does); the whole file is checked here, before ffmpeg sees it.
    const header = checkPngDataUrl(input.logoUrl);
    if (!header.ok) throw logoRefused(header.message);
    const png = Buffer.from(input.logoUrl.slice(PNG_DATA_URL_PREFIX.length), 'base64');
    const check = await inspectPngLogo(png);
    if (!check.ok) throw logoRefused(check.message);
    logo = { png, width: check.width, height: check.height };
  }

  const result = await renderer.render({
    template,
    templateFile: path.join(templatesDir, `${template.id}.mp4`),
    companyName: input.companyName,
    // A French page's video shows the number the Canadian French way (514 555-0123).
    phone: input.locale === 'fr' ? phoneAsWritten('fr', input.contactPhone) : input.contactPhone,
    website: input.website || undefined,
    callToAction: input.callToAction,
    logo,
  });
  return { videoUrl: videoUrlFor(result.fileName), reused: result.reused };
}

function logoRefused(message: string): AppError {
  return new AppError('VALIDATION', `logoUrl: ${message}`, { fieldErrors: { logoUrl: message } });
}

/** What the video page needs before the partner starts: the templates and whether this server can render. */
export async function getVideoToolData(env: Pick<Env, 'FFMPEG_PATH'>) {
  const status = await checkFfmpeg(env.FFMPEG_PATH);
  return {
    templates: listVideoTemplates(),
    rendering: { available: status.available, message: status.available ? undefined : notConfigured(status).message },
  };
}
