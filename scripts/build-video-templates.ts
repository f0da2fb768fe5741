/**
 * Makes the video templates that ship with the app (design §3 "Partner tools") from ffmpeg's own lavfi
 * sources: calm stone-coloured gradients with slow motion, a soft tone (or silence) as AAC, 1280x720,
 * H.264 + faststart, each with a JPEG thumbnail. Nothing is downloaded, so anyone can reproduce them:
 *
 *   npx tsx scripts/build-video-templates.ts
 *
 * Writes public/video-templates/{id}.mp4 and {id}.jpg (each clip well under 300 kB); commit them. The list
 * of templates (titles, categories, durations) lives in app/modules/partner-tools/video-templates.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveFfmpegPath } from '../app/modules/partner-tools/ffmpeg-binary.server';
import { VIDEO_TEMPLATES } from '../app/modules/partner-tools/video-templates';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public/video-templates');

interface Recipe {
  /** geq expressions over X, Y, W, H (pixels of a 320x180 frame) and T (seconds), each 0-255. */
  red: string;
  green: string;
  blue: string;
  /** aevalsrc expression over t; '0' is silence. */
  audio: string;
}

// Vertical gradients between two stone colours, with a slow wave drifting across (gentle, never flashing).
const gradient = (top: number, bottom: number, wave: number, period: number) =>
  `${top}+(${bottom - top})*Y/H+${wave}*sin(2*PI*(X/W/2+Y/H/3+T/${period}))`;
const chord = (frequencies: number[], level: number) =>
  frequencies.map((frequency) => `${level}*sin(2*PI*${frequency}*t)`).join('+');

const recipes: Record<string, Recipe> = {
  'quiet-stone': {
    red: gradient(214, 139, 10, 5),
    green: gradient(196, 115, 9, 5),
    blue: gradient(170, 85, 8, 5),
    audio: chord([110, 164.8], 0.05),
  },
  'morning-light': {
    red: gradient(250, 222, 6, 6) + '+8*T/5',
    green: gradient(244, 200, 6, 6) + '+6*T/5',
    blue: gradient(230, 170, 5, 6),
    audio: chord([261.6, 329.6, 392], 0.025),
  },
  'evening-calm': {
    red: gradient(64, 38, 6, 5),
    green: gradient(82, 46, 6, 5),
    blue: gradient(112, 60, 8, 5),
    audio: '0',
  },
  'polished-granite': {
    red: gradient(72, 34, 14, 4),
    green: gradient(70, 33, 14, 4),
    blue: gradient(68, 32, 14, 4),
    audio: chord([98], 0.05),
  },
};

const ffmpeg = resolveFfmpegPath(process.env.FFMPEG_PATH);
if (!ffmpeg) throw new Error('No ffmpeg binary: npm install (it ships @ffmpeg-installer/ffmpeg) or set FFMPEG_PATH.');
mkdirSync(outDir, { recursive: true });

for (const template of VIDEO_TEMPLATES) {
  const recipe = recipes[template.id];
  if (!recipe) throw new Error(`No recipe for template ${template.id}`);
  const seconds = template.duration;
  const clip = path.join(outDir, `${template.id}.mp4`);
  const thumbnail = path.join(outDir, `${template.id}.jpg`);
  const clamp = (expression: string) => `clip(${expression},0,255)`;
  const video =
    `color=c=black:s=320x180:r=24:d=${seconds},format=rgb24,` +
    `geq=r='${clamp(recipe.red)}':g='${clamp(recipe.green)}':b='${clamp(recipe.blue)}',` +
    `scale=1280:720:flags=bicubic,fade=t=in:st=0:d=0.8,format=yuv420p`;
  const audio =
    `aevalsrc='${recipe.audio}':s=44100:c=stereo:d=${seconds},` +
    `afade=t=in:st=0:d=1,afade=t=out:st=${seconds - 1.5}:d=1.5`;
  execFileSync(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    video,
    '-f',
    'lavfi',
    '-i',
    audio,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '24',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-g',
    '48',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-ar',
    '44100',
    '-ac',
    '2',
    '-t',
    String(seconds),
    '-movflags',
    '+faststart',
    clip,
  ]);
  execFileSync(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-ss',
    '2',
    '-i',
    clip,
    '-frames:v',
    '1',
    '-vf',
    'scale=480:270',
    '-q:v',
    '4',
    thumbnail,
  ]);
  console.log(
    `${template.id}: ${Math.round(statSync(clip).size / 1024)} kB clip, ${Math.round(statSync(thumbnail).size / 1024)} kB thumbnail`,
  );
}
