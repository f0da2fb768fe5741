import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The ffmpeg binary: FFMPEG_PATH when set, else the one @ffmpeg-installer/ffmpeg ships inside the npm
 * package (design §5: `ffmpeg-static` downloads at install time and fails on closed networks; this one
 * installs with `npm install` alone). Undefined when neither exists for this platform.
 */
export function resolveFfmpegPath(configured?: string): string | undefined {
  if (configured) return configured;
  try {
    return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch {
    // The installer throws on a platform it has no binary for; the video tool then says so plainly.
    return undefined;
  }
}

/** DejaVu (a free licence, see node_modules/dejavu-fonts-ttf/LICENSE): drawtext needs a real TTF file. */
export function resolveFontPath(
  file: 'DejaVuSans.ttf' | 'DejaVuSans-Bold.ttf' | 'DejaVuSerif.ttf' | 'DejaVuSerif-Bold.ttf',
) {
  return path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf', file);
}

export interface FfmpegStatus {
  available: boolean;
  path?: string;
  version?: string;
  /** Why rendering is unavailable, in words an operator can act on. */
  reason?: string;
}

const statusByPath = new Map<string, Promise<FfmpegStatus>>();

/** Runs `ffmpeg -version` once per binary path (at boot, then cached): can this server render videos? */
export function checkFfmpeg(configured?: string): Promise<FfmpegStatus> {
  const binary = resolveFfmpegPath(configured);
  if (!binary) {
    return Promise.resolve({
      available: false,
      reason: 'No ffmpeg binary for this platform: install ffmpeg and set FFMPEG_PATH.',
    });
  }
  let status = statusByPath.get(binary);
  if (!status) {
    status = new Promise((resolve) => {
      execFile(binary, ['-hide_banner', '-version'], { timeout: 10_000 }, (error, stdout) => {
        if (error) {
          resolve({
            available: false,
            path: binary,
            reason: `ffmpeg at ${binary} could not run (${error.message.split('\n')[0]}).`,
          });
          return;
        }
        resolve({ available: true, path: binary, version: /ffmpeg version (\S+)/.exec(stdout)?.[1] ?? 'unknown' });
      });
    });
    statusByPath.set(binary, status);
  }
  return status;
}
