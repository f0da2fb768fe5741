import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { AppError, rateLimitedError } from '~/lib/errors';
import type { RateLimiter } from '~/lib/rate-limit.server';
import type { MediaStore } from '~/modules/media/media-store.server';
import { checkFfmpeg, type FfmpegStatus, resolveFontPath } from './ffmpeg-binary.server';
import { videoKeyFor } from './partner-tools.media.server';
import { LOGO_MESSAGES } from './png-logo';
import type { VideoTemplate } from './video-templates';

/*
 * Renders a partner-branded video with ffmpeg (design §3 "Partner tools"): the template clip with the
 * partner's logo and name over it, then an end card with logo, name, call to action, phone and website.
 * H.264 (yuv420p, main profile, +faststart) and AAC in MP4, which every current browser plays.
 *
 * - Same inputs, same file: the name is a hash of exactly what is drawn (template, texts, logo bytes,
 *   layout version), so a repeated request returns the earlier video from the media store without
 *   rendering (whichever instance rendered it), and two identical requests in flight share one render.
 * - A global cap: `renderLimit` counts every new render of every caller (key `all`, shared by the instances on
 *   PostgreSQL); past it a 429. A video already stored is not counted: asking again moves its stored time, so
 *   the media cleanup keeps it another VIDEO_KEEP_DAYS (decision 052).
 * - A bounded queue: at most `concurrency` ffmpeg processes (one per core by default, each single-
 *   threaded, so pages stay fast), at most `maxQueued` waiting; beyond that a 503 says to retry.
 * - A timeout kills a render that hangs; a failed render leaves nothing in the store (ffmpeg writes to a
 *   temporary folder; the finished file is put in the store once).
 */

/** Bump when the layout changes, so old files are not reused for a new look. */
const LAYOUT_VERSION = 1;
export const VIDEO_WIDTH = 1280;
export const VIDEO_HEIGHT = 720;
const FPS = 24;
export const END_CARD_SECONDS = 3.5;
/** Where the logo sits over the template clip: top-left, fitted into this box. */
export const CLIP_LOGO_BOX = { x: 48, y: 48, width: 200, height: 120 } as const;
const CARD_LOGO_BOX = { width: 360, height: 180, y: 70 } as const;

export interface RenderJob {
  template: VideoTemplate;
  /** Absolute path of the template clip on disk. */
  templateFile: string;
  companyName: string;
  phone: string;
  website?: string;
  callToAction: string;
  /** PNG bytes already checked (png-logo.server.ts: every chunk and the image data); with their pixel size. */
  logo?: { png: Buffer; width: number; height: number };
}

export interface RenderResult {
  /** `{hash}.mp4`, stored under videoKeyFor(fileName). */
  fileName: string;
  /** True when the file already existed and nothing was rendered. */
  reused: boolean;
}

export interface VideoRendererOptions {
  ffmpegPath?: string;
  /** Where finished videos go (app/modules/media/media-store.server.ts). */
  store: MediaStore;
  concurrency?: number;
  maxQueued?: number;
  timeoutMs?: number;
  /** Counts new renders across all callers (the key `all`); unset: no global cap. */
  renderLimit?: RateLimiter;
  log: Logger;
}

export interface VideoRenderer {
  status(): Promise<FfmpegStatus>;
  render(job: RenderJob): Promise<RenderResult>;
}

export function createVideoRenderer({
  ffmpegPath,
  store,
  concurrency = Math.max(1, os.availableParallelism()),
  maxQueued = 8,
  timeoutMs = 120_000,
  renderLimit,
  log,
}: VideoRendererOptions): VideoRenderer {
  const inFlight = new Map<string, Promise<RenderResult>>();
  const waiting: Array<() => void> = [];
  let running = 0;

  async function acquire() {
    if (running < concurrency) {
      running += 1;
      return;
    }
    if (waiting.length >= maxQueued) {
      throw new AppError('UNAVAILABLE', 'Video rendering is busy right now. Please try again in a minute.', {
        retryAfterSeconds: 60,
      });
    }
    // The slot is handed over by release(), so `running` stays counted.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  async function renderNew(job: RenderJob, fileName: string): Promise<RenderResult> {
    // Admitted before the first await: who runs, who waits and who is turned away follows the order in
    // which the store checks of render() finish, which is the order of the requests.
    await acquire();
    try {
      const status = await checkFfmpeg(ffmpegPath);
      if (!status.available || !status.path) throw notConfigured(status);
      const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'partner-video-'));
      try {
        const { args, files } = buildRender(job);
        await Promise.all(
          Object.entries(files).map(([name, content]) => fs.writeFile(path.join(workDir, name), content)),
        );
        // Fonts beside the text files: every path in the filter graph is a plain relative name (no escaping).
        await fs.copyFile(resolveFontPath('DejaVuSerif-Bold.ttf'), path.join(workDir, 'serif-bold.ttf'));
        await fs.copyFile(resolveFontPath('DejaVuSans.ttf'), path.join(workDir, 'sans.ttf'));
        const output = path.join(workDir, 'video.mp4');
        const started = Date.now();
        await runFfmpeg(status.path, [...args, output], workDir, timeoutMs, { hasLogo: job.logo !== undefined });
        await store.put(videoKeyFor(fileName), { file: output, contentType: 'video/mp4' });
        log.info(
          { fileName, template: job.template.id, ms: Date.now() - started, store: store.kind },
          'video rendered',
        );
        return { fileName, reused: false };
      } finally {
        await fs.rm(workDir, { recursive: true, force: true });
      }
    } finally {
      release();
    }
  }

  // The store checks run one after another in the order of the requests (a database answers concurrent
  // queries in any order), so queue admission follows the requests' order.
  let previousCheck: Promise<unknown> = Promise.resolve();

  return {
    status: () => checkFfmpeg(ffmpegPath),
    render(job) {
      const fileName = `${renderHash(job)}.mp4`;
      // Set before any await: the same request twice in a row finds the first one in flight.
      const pending = inFlight.get(fileName);
      if (pending) return pending;
      const stored = previousCheck.then(async () => {
        // Asked for again: a use, so the cleanup keeps it (decision 052); nothing rendered, nothing counted.
        if (await store.touch(videoKeyFor(fileName))) return true;
        const decision = await renderLimit?.hit('all');
        if (decision && !decision.allowed) throw rateLimitedError(decision.retryAfterSeconds);
        return false;
      });
      previousCheck = stored.catch(() => {});
      const promise = stored
        .then((reused) =>
          reused
            ? { fileName, reused: true }
            : // A render that never came (the queue full, ffmpeg failing or too slow) stores nothing: the cap
              // counts stored videos, so a burst turned away at the queue cannot use it up for everyone.
              renderNew(job, fileName).catch(async (error: unknown) => {
                await renderLimit?.giveBack('all');
                throw error;
              }),
        )
        .finally(() => inFlight.delete(fileName));
      inFlight.set(fileName, promise);
      return promise;
    },
  };
}

export function notConfigured(status: FfmpegStatus): AppError {
  return new AppError(
    'NOT_CONFIGURED',
    `Video rendering is not available on this server: ${status.reason ?? 'ffmpeg is missing.'}`,
  );
}

/** The file name: a hash of everything that is drawn, and nothing else (contact name, notes do not show). */
export function renderHash(job: RenderJob): string {
  const logo = job.logo ? createHash('sha256').update(job.logo.png).digest('hex') : null;
  const drawn = [
    LAYOUT_VERSION,
    job.template.id,
    job.companyName,
    job.phone,
    job.website ?? '',
    job.callToAction,
    logo,
  ];
  return createHash('sha256').update(JSON.stringify(drawn)).digest('hex').slice(0, 32);
}

/** Fits a width x height into a box, keeping the aspect ratio (small logos are enlarged to fill it). */
export function fitInto(width: number, height: number, box: { width: number; height: number }) {
  const scale = Math.min(box.width / width, box.height / height);
  // Even sizes: chroma subsampling (yuv420p) of the overlay edges stays clean.
  const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);
  return { width: even(width * scale), height: even(height * scale) };
}

/**
 * The words a line may break between. No-break spaces hold (« Téléphone : »), and French punctuation typed
 * with an ordinary space stays with its word: no line starts with « : » or « » » or ends with « « ».
 */
function unbreakableWords(text: string): string[] {
  const words: string[] = [];
  let opening = '';
  for (const word of text
    .trim()
    .split(/[^\S\u00a0\u202f]+/)
    .filter(Boolean)) {
    if (/^[«(]$/.test(word)) opening = `${opening}${word}\u00a0`;
    else if (/^[:;!?»)…]+$/.test(word) && words.length > 0) words[words.length - 1] += `\u00a0${word}`;
    else {
      words.push(`${opening}${word}`);
      opening = '';
    }
  }
  if (opening) words.push(opening.trimEnd());
  return words;
}

/** Greedy word wrap; the last allowed line ends with '…' when the text does not fit. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = unbreakableWords(text);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const piece = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
    if (line === '') line = piece;
    else if (line.length + 1 + piece.length <= maxChars) line += ` ${piece}`;
    else {
      lines.push(line);
      line = piece;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? '';
  kept[maxLines - 1] = `${last.length >= maxChars ? last.slice(0, maxChars - 1) : last}…`;
  return kept;
}

interface TextLine {
  text: string;
  font: 'serif-bold.ttf' | 'sans.ttf';
  size: number;
  color: string;
  x: string;
  y: number;
  /** Seconds after the segment starts when the line fades in. */
  fadeIn: number;
}

/** The ffmpeg arguments (without the output path) and the small files the filter graph reads. */
export function buildRender(job: RenderJob): { args: string[]; files: Record<string, string | Buffer> } {
  const duration = job.template.duration;
  const total = duration + END_CARD_SECONDS;
  const files: Record<string, string | Buffer> = {};
  const filters: string[] = [];
  let textIndex = 0;

  const drawLines = (input: string, output: string, lines: TextLine[]) => {
    if (lines.length === 0) {
      filters.push(`[${input}]null[${output}]`);
      return;
    }
    const chain = lines.map((line) => {
      const file = `text-${textIndex++}.txt`;
      files[file] = line.text;
      const alpha = `if(lt(t\\,${line.fadeIn})\\,0\\,min(1\\,(t-${line.fadeIn})/0.8))`;
      return `drawtext=fontfile=${line.font}:textfile=${file}:expansion=none:fontsize=${line.size}:fontcolor=${line.color}:x=${line.x}:y=${line.y}:alpha='${alpha}'`;
    });
    filters.push(`[${input}]${chain.join(',')}[${output}]`);
  };

  // Over the clip: the logo top-left on a soft white plate, the name and call to action on a dark band.
  filters.push(
    `[0:v]scale=${VIDEO_WIDTH}:${VIDEO_HEIGHT},setsar=1,fps=${FPS},format=yuv420p,trim=duration=${duration},setpts=PTS-STARTPTS[clip]`,
  );
  const nameLines = wrapText(job.companyName, 34, 2);
  const ctaLines = wrapText(job.callToAction, 62, 2);
  const bandHeight = 48 + nameLines.length * 62 + ctaLines.length * 40;
  const bandTop = VIDEO_HEIGHT - bandHeight;
  filters.push(`[clip]drawbox=x=0:y=${bandTop}:w=${VIDEO_WIDTH}:h=${bandHeight}:color=black@0.5:t=fill[banded]`);
  let clipBase = 'banded';
  if (job.logo) {
    files['logo.png'] = job.logo.png;
    const clipLogo = fitInto(job.logo.width, job.logo.height, CLIP_LOGO_BOX);
    const cardLogo = fitInto(job.logo.width, job.logo.height, CARD_LOGO_BOX);
    filters.push(`[1:v]format=rgba,split[logo_a][logo_b]`);
    filters.push(`[logo_a]scale=${clipLogo.width}:${clipLogo.height}[clip_logo]`);
    filters.push(`[logo_b]scale=${cardLogo.width}:${cardLogo.height}[card_logo]`);
    const plate = 16;
    filters.push(
      `[banded]drawbox=x=${CLIP_LOGO_BOX.x - plate}:y=${CLIP_LOGO_BOX.y - plate}:w=${clipLogo.width + 2 * plate}:h=${clipLogo.height + 2 * plate}:color=white@0.85:t=fill[plated]`,
    );
    filters.push(`[plated][clip_logo]overlay=x=${CLIP_LOGO_BOX.x}:y=${CLIP_LOGO_BOX.y}:eof_action=repeat[with_logo]`);
    clipBase = 'with_logo';
  }
  let y = bandTop + 28;
  const clipLines: TextLine[] = [];
  for (const text of nameLines) {
    clipLines.push({ text, font: 'serif-bold.ttf', size: 50, color: 'white', x: '64', y, fadeIn: 0.4 });
    y += 62;
  }
  for (const text of ctaLines) {
    clipLines.push({ text, font: 'sans.ttf', size: 30, color: 'white', x: '64', y, fadeIn: 0.9 });
    y += 40;
  }
  drawLines(clipBase, 'clip_text', clipLines);
  filters.push(`[clip_text]fade=t=out:st=${Math.max(0, duration - 0.5)}:d=0.5[main]`);

  // End card: stone-white background, everything centred, the call to action and how to reach them.
  const cardInput = job.logo ? 2 : 1;
  filters.push(`[${cardInput}:v]format=yuv420p,setsar=1[card_bg]`);
  let cardBase = 'card_bg';
  let cardY = 150;
  if (job.logo) {
    const cardLogo = fitInto(job.logo.width, job.logo.height, CARD_LOGO_BOX);
    filters.push(`[card_bg][card_logo]overlay=x=(W-w)/2:y=${CARD_LOGO_BOX.y}:eof_action=repeat[card_with_logo]`);
    cardBase = 'card_with_logo';
    cardY = CARD_LOGO_BOX.y + cardLogo.height + 40;
  }
  const cardLines: TextLine[] = [];
  const centred = '(w-text_w)/2';
  for (const text of wrapText(job.companyName, 32, 2)) {
    cardLines.push({ text, font: 'serif-bold.ttf', size: 54, color: '0x2b2520', x: centred, y: cardY, fadeIn: 0.2 });
    cardY += 68;
  }
  cardY += 12;
  for (const text of wrapText(job.callToAction, 54, 2)) {
    cardLines.push({ text, font: 'sans.ttf', size: 34, color: '0x2b2520', x: centred, y: cardY, fadeIn: 0.6 });
    cardY += 46;
  }
  cardY += 16;
  cardLines.push({ text: job.phone, font: 'sans.ttf', size: 36, color: '0x5f4d3a', x: centred, y: cardY, fadeIn: 0.9 });
  cardY += 52;
  if (job.website) {
    const site = wrapText(job.website.replace(/^https?:\/\//, '').replace(/\/$/, ''), 56, 1)[0] ?? '';
    cardLines.push({ text: site, font: 'sans.ttf', size: 30, color: '0x5f4d3a', x: centred, y: cardY, fadeIn: 0.9 });
  }
  drawLines(cardBase, 'card_text', cardLines);
  filters.push(`[card_text]fade=t=in:st=0:d=0.5[card]`);
  filters.push(`[main][card]concat=n=2:v=1:a=0[video]`);
  // The clip's own sound, then quiet under the end card.
  filters.push(`[0:a]aresample=44100,apad[audio]`);

  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    '-i',
    job.templateFile,
    ...(job.logo ? ['-i', 'logo.png'] : []),
    '-f',
    'lavfi',
    '-i',
    `color=c=0xf8f5f1:s=${VIDEO_WIDTH}x${VIDEO_HEIGHT}:r=${FPS}:d=${END_CARD_SECONDS}`,
    '-filter_complex',
    filters.join(';'),
    '-map',
    '[video]',
    '-map',
    '[audio]',
    '-t',
    String(total),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-r',
    String(FPS),
    '-g',
    String(FPS * 2),
    '-threads',
    '1',
    '-filter_threads',
    '1',
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-ac',
    '2',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
  ];
  return { args, files };
}

/**
 * Whether a failed render was the logo's fault: ffmpeg names the stream it could not decode (the logo is
 * input #1 whenever there is one; the template clip, input #0, ships with the app) or its PNG decoder
 * speaks up. Anything else (a missing encoder, a broken template, no disk space) is ours, a 500.
 */
export function isLogoDecodeFailure(stderr: string, { hasLogo }: { hasLogo: boolean }): boolean {
  return hasLogo && /\[png @|stream #1:|\bin#1\b|logo\.png/.test(stderr);
}

function runFfmpeg(
  binary: string,
  args: string[],
  cwd: string,
  timeoutMs: number,
  { hasLogo }: { hasLogo: boolean },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new AppError('INTERNAL', 'ffmpeg could not start', { cause: error }));
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      if (timedOut) {
        reject(new AppError('UNAVAILABLE', 'Video rendering took too long. Please try again.'));
      } else if (code === 0) {
        resolve();
      } else if (isLogoDecodeFailure(stderr, { hasLogo })) {
        reject(
          new AppError('VALIDATION', `logoUrl: ${LOGO_MESSAGES.unreadable}`, {
            fieldErrors: { logoUrl: LOGO_MESSAGES.unreadable },
            cause: new Error(`ffmpeg exited ${code}: ${stderr.trim()}`),
          }),
        );
      } else {
        reject(
          new AppError('INTERNAL', 'Video rendering failed', {
            cause: new Error(`ffmpeg exited ${code}: ${stderr.trim()}`),
          }),
        );
      }
    });
  });
}
