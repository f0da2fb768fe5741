import { describe, expect, it } from 'vitest';
import { fitInto, isLogoDecodeFailure, renderHash, wrapText, type RenderJob } from './video-render.server';
import { VIDEO_TEMPLATES } from './video-templates';

describe('fitInto', () => {
  it('keeps the aspect ratio inside the box, in even pixels', () => {
    expect(fitInto(300, 150, { width: 200, height: 120 })).toEqual({ width: 200, height: 100 });
    expect(fitInto(100, 400, { width: 200, height: 120 })).toEqual({ width: 30, height: 120 });
    expect(fitInto(1, 1, { width: 200, height: 120 })).toEqual({ width: 120, height: 120 });
  });
});

describe('wrapText', () => {
  it('wraps on words and marks what did not fit', () => {
    expect(wrapText('Hillside Memorial Chapel and Crematory', 20, 2)).toEqual([
      'Hillside Memorial',
      'Chapel and Crematory',
    ]);
    expect(wrapText('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
    expect(wrapText('Supercalifragilistic', 10, 1)).toEqual(['Supercali…']);
  });

  it('never starts a line with French punctuation, typed with a no-break or an ordinary space', () => {
    expect(wrapText('Appelez-nous sans tarder\u00a0: 514 555-0123', 24, 3)).toEqual([
      'Appelez-nous sans',
      'tarder\u00a0: 514 555-0123',
    ]);
    expect(wrapText('Appelez-nous sans tarder : 514 555-0123', 24, 3)).toEqual([
      'Appelez-nous sans',
      'tarder\u00a0: 514 555-0123',
    ]);
    expect(wrapText('Nous disons toujours « oui » aux familles', 22, 3)).toEqual([
      'Nous disons toujours',
      '«\u00a0oui\u00a0» aux familles',
    ]);
  });
});

describe('renderHash', () => {
  const job: RenderJob = {
    template: VIDEO_TEMPLATES[0]!,
    templateFile: '/x.mp4',
    companyName: 'Oak Hall',
    phone: '555-0100',
    callToAction: 'Call us',
  };
  it('changes with anything drawn and nothing else', () => {
    expect(renderHash(job)).toBe(renderHash({ ...job, templateFile: '/elsewhere.mp4' }));
    expect(renderHash(job)).not.toBe(renderHash({ ...job, phone: '555-0101' }));
    expect(renderHash(job)).not.toBe(renderHash({ ...job, template: VIDEO_TEMPLATES[1]! }));
    expect(renderHash(job)).not.toBe(renderHash({ ...job, logo: { png: Buffer.from('a'), width: 1, height: 1 } }));
  });
});

describe('isLogoDecodeFailure', () => {
  it.each([
    ['Error while decoding stream #1:0: Invalid data found when processing input', true],
    ['[png @ 0x1ff718c0] IEND without all image', true],
    ['[in#1/png_pipe @ 0x55d] Error opening input: Invalid data found when processing input', true],
    ['logo.png: Invalid data found when processing input', true],
    ['/srv/app/public/video-templates/quiet-stone.mp4: No such file or directory', false],
    ['Unknown encoder libx264', false],
    ['[aac @ 0x3] Too many bits per frame requested', false],
  ])('%s → %s', (stderr, logoFault) => {
    expect(isLogoDecodeFailure(stderr, { hasLogo: true })).toBe(logoFault);
  });

  it('never blames a logo that was not there', () => {
    expect(isLogoDecodeFailure('Error while decoding stream #1:0: Invalid data', { hasLogo: false })).toBe(false);
  });
});
