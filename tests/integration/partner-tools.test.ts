import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { rateLimits } from '~/db/schema.server';
import { resolveFfmpegPath } from '~/modules/partner-tools/ffmpeg-binary.server';
import { composePressRelease, countWords } from '~/modules/partner-tools/press-release-composer';
import { pressReleaseSchema } from '~/modules/partner-tools/press-release.schema';
import {
  CLIP_LOGO_BOX,
  createVideoRenderer,
  END_CARD_SECONDS,
  fitInto,
  type RenderJob,
} from '~/modules/partner-tools/video-render.server';
import { createLogger } from '~/lib/logger.server';
import { createRateLimiter } from '~/lib/rate-limit.server';
import { filesMediaStore } from '~/modules/media/media-store.server';
import { VIDEO_TEMPLATES } from '~/modules/partner-tools/video-templates';
import { deflateSync } from 'node:zlib';
import { chunk, iend, ihdr, pngDataUrl, pngHeaderOnly, rgbaScanlines, SIGNATURE, solidPng } from '../factories/png';
import { type FakeLlmServer, startFakeLlmServer } from '../fakes/llm-server';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const ffmpeg = resolveFfmpegPath() ?? 'ffmpeg';
const ffprobe = (require('@ffprobe-installer/ffprobe') as { path: string }).path;

let database: DatabaseHandle;
let app: TestApp;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partner-tools-test-'));
  // A generous limit here: the validation tables below send many requests from one address.
  app = await startTestApp(database, { DATA_DIR: dataDir, RATE_LIMIT_TOOLS_MAX: '1000' });
});
// On PostgreSQL the per-IP count is shared by every app on the database (design §4): each test starts from none.
beforeEach(async () => {
  await database.db.delete(rateLimits);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const pressRelease = {
  companyName: 'Hillside Memorial Chapel',
  contactName: 'Maria Alvarez',
  contactEmail: 'maria@hillside.example',
  contactPhone: '(217) 555-0142',
  companyAddress: '418 Oak Street, Springfield, IL 62704',
  website: 'https://hillside.example',
  logoUrl: '',
  newsAngle: 'We are now offering Solace Stones solidified remains to families in Springfield.',
  testimonials: '',
  callToAction: 'Call us to arrange a visit',
  additionalInfo: '',
  targetWordCount: '500',
};

const video = {
  companyName: 'Hillside Memorial Chapel',
  contactName: 'Maria Alvarez',
  contactEmail: 'maria@hillside.example',
  contactPhone: '(217) 555-0142',
  website: 'https://hillside.example',
  logoUrl: '',
  callToAction: 'Call us to arrange a visit',
  selectedVideoId: 'quiet-stone',
  additionalNotes: '',
};

const post = (path: string, body: unknown, headers?: Record<string, string>) =>
  app.request(`/api/partner-tools/${path}`, { method: 'POST', body, headers });

// JPEG bytes (SOI + JFIF header) dressed up as a PNG data URL.
const jpegBytes = Buffer.from('/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////', 'base64');

describe('GET /api/partner-tools/video-templates', () => {
  it('lists the templates that ship with the app, each with a clip and a thumbnail on disk', async () => {
    const response = await app.request('/api/partner-tools/video-templates');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThanOrEqual(3);
    for (const template of response.body) {
      expect(Object.keys(template).sort()).toEqual(
        ['category', 'description', 'duration', 'id', 'thumbnailUrl', 'title', 'videoUrl'].sort(),
      );
      for (const url of [template.thumbnailUrl, template.videoUrl]) {
        const file = path.join(process.cwd(), 'public', url);
        expect(fs.existsSync(file), file).toBe(true);
        expect(fs.statSync(file).size).toBeLessThanOrEqual(300 * 1024);
      }
    }
  });
});

describe('POST /api/partner-tools/press-release', () => {
  it('returns a complete release of about the chosen length', async () => {
    const response = await post('press-release', pressRelease);
    expect(response.status).toBe(200);
    const text: string = response.body.pressRelease;
    expect(text.startsWith('FOR IMMEDIATE RELEASE')).toBe(true);
    expect(text).toContain('About Hillside Memorial Chapel');
    expect(text.trimEnd().endsWith('###')).toBe(true);
    expect(countWords(text)).toBeGreaterThanOrEqual(450);
    expect(countWords(text)).toBeLessThanOrEqual(550);
  });

  it('defaults to the Standard length (400 words) when no word count is sent', async () => {
    const { targetWordCount: _omitted, ...rest } = pressRelease;
    const response = await post('press-release', rest);
    expect(response.status).toBe(200);
    expect(countWords(response.body.pressRelease)).toBeGreaterThanOrEqual(360);
    expect(countWords(response.body.pressRelease)).toBeLessThanOrEqual(440);
  });

  it.each([
    ['companyName', '', 'Company name is required'],
    ['companyName', '   ', 'Company name is required'],
    ['companyName', 'Hillside\r\nBcc: x@example.com', 'Company name must be on one line'],
    ['contactName', '', 'Contact name is required'],
    ['contactEmail', 'not-an-email', 'Valid email is required'],
    ['contactEmail', undefined, 'Valid email is required'],
    ['contactPhone', '', 'Contact phone is required'],
    ['companyAddress', '', 'Company address is required'],
    ['website', 'hillside', 'Valid website URL is required'],
    ['website', 'javascript:alert(1)', 'Valid website URL is required'],
    ['newsAngle', 'Too short', 'News angle should be at least 10 characters'],
    ['callToAction', '', 'Call to action is required'],
    ['targetWordCount', '450', 'Target word count must be one of 300, 400, 500, 600, 800'],
    ['logoUrl', 'ftp://example.com/logo.png', 'Logo URL must be a web address starting with http:// or https://'],
    ['logoUrl', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', 'Only PNG files are accepted for transparent logos.'],
  ])('answers 400 when %s is %j', async (field, value, message) => {
    const response = await post('press-release', { ...pressRelease, [field]: value });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(response.body.errors[field]).toBe(message);
  });

  it('lists every missing required field at once', async () => {
    const response = await post('press-release', {});
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      companyName: 'Company name is required',
      contactName: 'Contact name is required',
      contactEmail: 'Valid email is required',
      contactPhone: 'Contact phone is required',
      companyAddress: 'Company address is required',
      newsAngle: 'News angle should be at least 10 characters',
      callToAction: 'Call to action is required',
    });
  });

  it('keeps the 100 kB body limit (only generate-video reads large bodies)', async () => {
    const big = pngDataUrl(Buffer.concat([solidPng(4, 4, [0, 0, 0]), Buffer.alloc(200_000)]));
    const response = await post('press-release', { ...pressRelease, logoUrl: big });
    expect(response.status).toBe(413);
  });
});

describe('POST /api/partner-tools/generate-video: validation', () => {
  it.each([
    ['companyName', '', 'Company name is required'],
    ['contactName', '', 'Contact name is required'],
    ['contactEmail', 'maria@', 'Valid email is required'],
    ['contactPhone', '', 'Contact phone is required'],
    ['website', 'www.hillside', 'Valid website URL is required'],
    ['callToAction', '', 'Call to action is required'],
    ['selectedVideoId', '', 'Please select a video template'],
    ['selectedVideoId', 'no-such-template', 'Please select a video template'],
    ['selectedVideoId', undefined, 'Please select a video template'],
  ])('answers 400 when %s is %j', async (field, value, message) => {
    const response = await post('generate-video', { ...video, [field]: value });
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
  });

  it.each([
    ['JPEG bytes behind a PNG data-URL prefix', pngDataUrl(jpegBytes), 'Logo file is not a valid PNG image.'],
    [
      'an SVG',
      `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
      'Only PNG files are accepted for transparent logos.',
    ],
    ['a PNG claiming 5000 x 200 px', pngDataUrl(pngHeaderOnly(5000, 200)), 'Logo must be at most 4096 x 4096 pixels.'],
    ['a PNG claiming 200 x 4097 px', pngDataUrl(pngHeaderOnly(200, 4097)), 'Logo must be at most 4096 x 4096 pixels.'],
    [
      'a PNG over 5 MB',
      pngDataUrl(Buffer.concat([solidPng(8, 8, [1, 2, 3]), Buffer.alloc(5 * 1024 * 1024)])),
      'Logo file must be smaller than 5MB.',
    ],
    ['base64 that is not base64', 'data:image/png;base64,iVBORw0KGgo***', 'Logo file is not a valid PNG image.'],
  ])('refuses %s as the logo', async (_name, logoUrl, message) => {
    const response = await post('generate-video', { ...video, logoUrl });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ logoUrl: message });
  });

  describe('logos that only look like PNG: refused before anything is rendered', () => {
    const header = ihdr(64, 32);
    const pixels = rgbaScanlines(64, 32, [210, 30, 40, 255]);
    const compressed = deflateSync(pixels);
    const png = (...chunks: Buffer[]) => pngDataUrl(Buffer.concat([SIGNATURE, ...chunks]));
    const good = solidPng(64, 32, [210, 30, 40]);
    const flipped = Buffer.from(good);
    flipped[45] = flipped[45]! ^ 0x10;

    it.each([
      [
        'signature and IHDR followed by other bytes',
        png(header, Buffer.from('GIF89a and then some other file')),
        'Logo file is incomplete: the PNG data ends too early. Please upload the whole file.',
      ],
      [
        'a chunk with a wrong CRC',
        pngDataUrl(flipped),
        'Logo file is damaged: part of its PNG data fails its checksum. Please export the logo again.',
      ],
      [
        'a PNG without IEND',
        png(header, chunk('IDAT', compressed)),
        'Logo file is incomplete: the PNG data ends too early. Please upload the whole file.',
      ],
      [
        'a truncated IDAT stream',
        png(header, chunk('IDAT', compressed.subarray(0, compressed.length >> 1)), iend()),
        'Logo file is damaged: its image data cannot be read. Please export the logo again.',
      ],
      [
        'image data smaller than IHDR says',
        png(ihdr(64, 33), chunk('IDAT', compressed), iend()),
        'Logo file is damaged: its image data cannot be read. Please export the logo again.',
      ],
      ['a PNG with no image data', pngDataUrl(pngHeaderOnly(64, 32)), 'Logo file is not a valid PNG image.'],
    ])('refuses %s with 400 and says what is wrong', async (_name, logoUrl, message) => {
      const videosDir = path.join(dataDir, 'media', 'videos');
      const before = fs.existsSync(videosDir) ? fs.readdirSync(videosDir) : [];
      const response = await post('generate-video', { ...video, logoUrl });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: 'VALIDATION',
        message: `logoUrl: ${message}`,
        errors: { logoUrl: message },
      });
      expect(fs.existsSync(videosDir) ? fs.readdirSync(videosDir) : []).toEqual(before);
    });
  });

  it('answers 413 past 7 MB', async () => {
    const response = await post('generate-video', {
      ...video,
      logoUrl: `data:image/png;base64,${'A'.repeat(7.5 * 1024 * 1024)}`,
    });
    expect(response.status).toBe(413);
  });
});

interface Probe {
  streams: Array<{ codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }>;
  format: { duration: string };
}

async function probe(file: string): Promise<Probe> {
  const { stdout } = await run(ffprobe, [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,width,height,pix_fmt:format=duration',
    '-of',
    'json',
    file,
  ]);
  return JSON.parse(stdout) as Probe;
}

/** One frame at `seconds` as raw RGB24 bytes (width x height x 3). */
async function frameAt(file: string, seconds: number): Promise<Buffer> {
  const { stdout } = await run(
    ffmpeg,
    [
      '-v',
      'error',
      '-ss',
      String(seconds),
      '-i',
      file,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      'pipe:1',
    ],
    { encoding: 'buffer', maxBuffer: 10 * 1024 * 1024 },
  );
  return stdout;
}

function pixel(frame: Buffer, width: number, x: number, y: number) {
  const offset = (y * width + x) * 3;
  return { r: frame[offset] ?? -1, g: frame[offset + 1] ?? -1, b: frame[offset + 2] ?? -1 };
}

describe('POST /api/partner-tools/generate-video: rendering with the real ffmpeg', () => {
  const logo = solidPng(300, 150, [210, 30, 40]);
  const template = VIDEO_TEMPLATES.find((item) => item.id === 'quiet-stone')!;
  let videoUrl: string;
  let file: string;

  it('renders an H.264/AAC MP4 with the logo where it was placed', async () => {
    const response = await post('generate-video', { ...video, logoUrl: pngDataUrl(logo) });
    expect(response.status, response.text).toBe(200);
    videoUrl = response.body.videoUrl;
    expect(videoUrl).toMatch(/^\/media\/videos\/[0-9a-f]{32}\.mp4$/);
    file = path.join(dataDir, videoUrl);
    expect(fs.existsSync(file)).toBe(true);

    const info = await probe(file);
    const videoStream = info.streams.find((stream) => stream.codec_type === 'video');
    const audioStream = info.streams.find((stream) => stream.codec_type === 'audio');
    expect(videoStream).toMatchObject({ codec_name: 'h264', width: 1280, height: 720, pix_fmt: 'yuv420p' });
    expect(audioStream?.codec_name).toBe('aac');
    expect(Number(info.format.duration)).toBeCloseTo(template.duration + END_CARD_SECONDS, 0);

    // The middle of the logo, two seconds in: the logo's own red, not the template's sandstone.
    const placed = fitInto(300, 150, CLIP_LOGO_BOX);
    const frame = await frameAt(file, 2);
    const centre = pixel(frame, 1280, CLIP_LOGO_BOX.x + placed.width / 2, CLIP_LOGO_BOX.y + placed.height / 2);
    expect(centre.r).toBeGreaterThan(180);
    expect(centre.g).toBeLessThan(70);
    expect(centre.b).toBeLessThan(80);
    // And the template shows beside it (no red where no logo was drawn).
    const beside = pixel(frame, 1280, 900, 300);
    expect(beside.r - beside.b).toBeLessThan(120);
    expect(beside.g).toBeGreaterThan(80);
  });

  it('reuses the file for identical inputs (same URL, one file), counting as a use for the cleanup', async () => {
    // Not rendered again is checked where renders are counted (video-renders.test.ts: past the global cap).
    const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
    fs.utimesSync(file, weekAgo, weekAgo);
    const before = fs.statSync(file).ino;
    // Contact name, email and notes are not drawn: they do not make a new video.
    const response = await post('generate-video', {
      ...video,
      logoUrl: pngDataUrl(logo),
      contactName: 'Someone Else',
      additionalNotes: 'Please hurry',
    });
    expect(response.status).toBe(200);
    expect(response.body.videoUrl).toBe(videoUrl);
    expect(fs.statSync(file).ino).toBe(before);
    expect(Date.now() - fs.statSync(file).mtimeMs).toBeLessThan(60_000);
    expect(fs.readdirSync(path.dirname(file)).filter((name) => name.endsWith('.mp4'))).toHaveLength(1);
  });

  it('serves the video with range requests and a long cache', async () => {
    const whole = await fetch(app.baseUrl + videoUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('cache-control')).toContain('max-age=31536000');
    expect(whole.headers.get('cache-control')).toContain('immutable');
    await whole.arrayBuffer();

    const part = await fetch(app.baseUrl + videoUrl, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${fs.statSync(file).size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);

    expect((await fetch(`${app.baseUrl}/media/videos/${'0'.repeat(32)}.mp4`)).status).toBe(404);
  });

  it('renders without a logo when the logo is a URL (the server never fetches it)', async () => {
    const response = await post('generate-video', {
      ...video,
      selectedVideoId: 'polished-granite',
      logoUrl: 'http://127.0.0.1:9/logo.png',
    });
    expect(response.status, response.text).toBe(200);
    const renderedFile = path.join(dataDir, response.body.videoUrl);
    const info = await probe(renderedFile);
    expect(Number(info.format.duration)).toBeCloseTo(4 + END_CARD_SECONDS, 0);
  });
});

describe('limits and availability', () => {
  it('answers 429 with Retry-After past RATE_LIMIT_TOOLS_MAX requests an hour', async () => {
    const limited = await startTestApp(database, { DATA_DIR: dataDir, RATE_LIMIT_TOOLS_MAX: '2' });
    try {
      const send = (body: unknown) => limited.request('/api/partner-tools/press-release', { method: 'POST', body });
      expect((await send(pressRelease)).status).toBe(200);
      expect((await send({})).status).toBe(400);
      const third = await send(pressRelease);
      expect(third.status).toBe(429);
      const retryAfter = Number(third.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(third.body).toMatchObject({
        code: 'RATE_LIMITED',
        message: `Too many attempts. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
      });
      // The two tools share the allowance; listing templates is never limited.
      expect((await limited.request('/api/partner-tools/generate-video', { method: 'POST', body: video })).status).toBe(
        429,
      );
      expect((await limited.request('/api/partner-tools/video-templates')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('says plainly when ffmpeg is not available (503 NOT_CONFIGURED)', async () => {
    const missing = await startTestApp(database, { DATA_DIR: dataDir, FFMPEG_PATH: '/nonexistent/ffmpeg' });
    try {
      const response = await missing.request('/api/partner-tools/generate-video', { method: 'POST', body: video });
      expect(response.status).toBe(503);
      expect(response.body.code).toBe('NOT_CONFIGURED');
      expect(response.body.message).toMatch(
        /^Video rendering is not available on this server: ffmpeg at \/nonexistent\/ffmpeg could not run/,
      );
    } finally {
      await missing.close();
    }
  });
});

describe('POST /api/partner-tools/press-release with LLM_BASE_URL set', () => {
  let llm: FakeLlmServer;
  let withLlm: TestApp;
  beforeAll(async () => {
    llm = await startFakeLlmServer({ apiKey: 'test-key' });
    withLlm = await startTestApp(database, {
      DATA_DIR: dataDir,
      RATE_LIMIT_TOOLS_MAX: '1000',
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: 'test-key',
      LLM_MODEL: 'test-model',
    });
  });
  afterAll(async () => {
    await withLlm?.close();
    await llm?.close();
  });
  const send = () => withLlm.request('/api/partner-tools/press-release', { method: 'POST', body: pressRelease });
  // A release as a model might write it: complete, on length, with Markdown emphasis to strip.
  const modelRelease = composePressRelease(pressReleaseSchema.parse(pressRelease)).replace(
    'FOR IMMEDIATE RELEASE\n\n',
    'FOR IMMEDIATE RELEASE\n\n**Written by the model.**\n\n',
  );

  it("asks the model with the partner's facts and returns its release", async () => {
    llm.reset();
    llm.setReply(modelRelease);
    const response = await send();
    expect(response.status).toBe(200);
    expect(response.body.pressRelease).toContain('\nWritten by the model.\n');
    expect(response.body.pressRelease).not.toContain('**');
    expect(llm.requests).toHaveLength(1);
    const [request] = llm.requests;
    expect(request?.authorization).toBe('Bearer test-key');
    expect(request?.body.model).toBe('test-model');
    const prompt = request?.body.messages?.find((message) => message.role === 'user')?.content ?? '';
    expect(prompt).toContain('about 500 words (between 450 and 550 words)');
    expect(prompt).toContain('Company: Hillside Memorial Chapel');
    expect(prompt).toContain(`News angle: ${pressRelease.newsAngle}`);
    expect(prompt).not.toContain('Testimonials');
  });

  it.each([
    ['answers off-length', () => llm.setReply('FOR IMMEDIATE RELEASE\n\nHillside Memorial Chapel news.\n\n###')],
    [
      'answers with a placeholder',
      () => llm.setReply(modelRelease.replace('Written by the model.', 'Contact [NAME].')),
    ],
    ['fails with HTTP 500', () => llm.fail('http-500')],
    ['returns malformed JSON', () => llm.fail('malformed')],
  ])('falls back to the built-in composer when the model %s', async (_case, arrange) => {
    llm.reset();
    arrange();
    const response = await send();
    expect(response.status).toBe(200);
    const text: string = response.body.pressRelease;
    expect(text).not.toContain('Written by the model');
    expect(text).not.toContain('[NAME]');
    expect(text.startsWith('FOR IMMEDIATE RELEASE')).toBe(true);
    expect(countWords(text)).toBeGreaterThanOrEqual(450);
    expect(countWords(text)).toBeLessThanOrEqual(550);
    expect(llm.requests).toHaveLength(1);
  });
});

describe('the render queue', () => {
  const template = VIDEO_TEMPLATES.find((item) => item.id === 'polished-granite')!;
  const job = (companyName: string): RenderJob => ({
    template,
    templateFile: path.join(process.cwd(), 'public/video-templates', `${template.id}.mp4`),
    companyName,
    phone: '555-0100',
    callToAction: 'Call us',
  });

  it('runs one render per slot, turns away work past the queue, and shares identical renders', async () => {
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-queue-'));
    try {
      const renderer = createVideoRenderer({
        store: filesMediaStore(mediaDir),
        concurrency: 1,
        maxQueued: 1,
        log: createLogger('silent'),
      });
      const first = renderer.render(job('First Chapel'));
      const twin = renderer.render(job('First Chapel'));
      const second = renderer.render(job('Second Chapel'));
      const third = renderer.render(job('Third Chapel'));
      await expect(third).rejects.toMatchObject({ code: 'UNAVAILABLE', retryAfterSeconds: 60 });
      const [a, b, c] = await Promise.all([first, twin, second]);
      expect(b).toEqual(a);
      expect(c.fileName).not.toBe(a.fileName);
      expect(fs.readdirSync(path.join(mediaDir, 'videos')).sort()).toEqual([a.fileName, c.fileName].sort());
    } finally {
      fs.rmSync(mediaDir, { recursive: true, force: true });
    }
  });

  it('counts only stored videos against the cap for everyone: a render that fails gives its place back', async () => {
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-cap-'));
    try {
      const renderer = createVideoRenderer({
        ffmpegPath: '/nonexistent/ffmpeg',
        store: filesMediaStore(mediaDir),
        renderLimit: createRateLimiter({ max: 1, windowMs: 60 * 60 * 1000 }),
        log: createLogger('silent'),
      });
      await expect(renderer.render(job('First Chapel'))).rejects.toMatchObject({ code: 'NOT_CONFIGURED' });
      // Not 429: the failed render stored nothing, so the one video an hour is still there to make.
      await expect(renderer.render(job('Second Chapel'))).rejects.toMatchObject({ code: 'NOT_CONFIGURED' });
    } finally {
      fs.rmSync(mediaDir, { recursive: true, force: true });
    }
  });

  it('answers a logo ffmpeg cannot decode with 400 naming the logo, and its own failures with 500', async () => {
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-input-'));
    try {
      const renderer = createVideoRenderer({ store: filesMediaStore(mediaDir), log: createLogger('silent') });
      // What the service would never let through: a header, then bytes that are not PNG data.
      const undecodable = Buffer.concat([SIGNATURE, ihdr(64, 64), Buffer.from('not image data at all')]);
      await expect(
        renderer.render({ ...job('Broken Logo Chapel'), logo: { png: undecodable, width: 64, height: 64 } }),
      ).rejects.toMatchObject({
        code: 'VALIDATION',
        fieldErrors: { logoUrl: 'Logo file is damaged: its image data cannot be read. Please export the logo again.' },
      });
      // A good logo with a template clip that is missing: the server's fault, not the partner's.
      await expect(
        renderer.render({
          ...job('Missing Template Chapel'),
          templateFile: path.join(mediaDir, 'no-such-template.mp4'),
          logo: { png: solidPng(8, 8, [1, 2, 3]), width: 8, height: 8 },
        }),
      ).rejects.toMatchObject({ code: 'INTERNAL' });
      expect(fs.readdirSync(mediaDir, { recursive: true })).toEqual([]);
    } finally {
      fs.rmSync(mediaDir, { recursive: true, force: true });
    }
  });

  it('stops a render past its timeout and leaves no partial file', async () => {
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-timeout-'));
    try {
      const renderer = createVideoRenderer({
        store: filesMediaStore(mediaDir),
        timeoutMs: 50,
        log: createLogger('silent'),
      });
      await expect(renderer.render(job('Slow Chapel'))).rejects.toMatchObject({
        code: 'UNAVAILABLE',
        message: 'Video rendering took too long. Please try again.',
      });
      expect(fs.readdirSync(mediaDir, { recursive: true })).toEqual([]);
    } finally {
      fs.rmSync(mediaDir, { recursive: true, force: true });
    }
  });
});
