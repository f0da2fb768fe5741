import { describe, expect, it } from 'vitest';
import { generateBrandedVideo } from './partner-tools.service.server';
import type { RenderJob, VideoRenderer } from './video-render.server';
import { videoSchema } from './video.schema';

/** A renderer that records what it would draw. */
function recordingRenderer(): VideoRenderer & { jobs: RenderJob[] } {
  const jobs: RenderJob[] = [];
  return {
    jobs,
    status: async () => ({ available: true, path: 'ffmpeg', version: 'test' }),
    render: async (job) => {
      jobs.push(job);
      return { fileName: 'x.mp4', reused: false };
    },
  };
}

const input = {
  companyName: 'Maison funéraire Darche',
  contactName: 'Julie Gagnon',
  contactEmail: 'julie@darche.example',
  contactPhone: '(514) 555-0123',
  website: 'https://darche.example',
  callToAction: 'Appelez-nous pour prendre rendez-vous',
  selectedVideoId: 'quiet-stone',
};

describe("the video's on-screen words", () => {
  it('write the phone number the Canadian French way for a French page, the rest as the partner typed it', async () => {
    const renderer = recordingRenderer();
    await generateBrandedVideo(videoSchema.parse({ ...input, locale: 'fr' }), { renderer, templatesDir: '/t' });
    expect(renderer.jobs[0]).toMatchObject({
      companyName: 'Maison funéraire Darche',
      phone: '514 555-0123',
      callToAction: 'Appelez-nous pour prendre rendez-vous',
      website: 'https://darche.example',
    });
  });

  it('keep the English page’s words exactly as typed', async () => {
    const renderer = recordingRenderer();
    await generateBrandedVideo(videoSchema.parse({ ...input, callToAction: 'Call us today' }), {
      renderer,
      templatesDir: '/t',
    });
    expect(renderer.jobs[0]).toMatchObject({ phone: '(514) 555-0123', callToAction: 'Call us today' });
  });
});
