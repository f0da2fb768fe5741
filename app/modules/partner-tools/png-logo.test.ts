import { describe, expect, it } from 'vitest';
import { base64ByteLength, checkPngDataUrl, LOGO_MESSAGES, logoProblem } from './png-logo';

// A real 1x1 transparent PNG.
const onePixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function headerOnly(width: number, height: number): string {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;
}

describe('checkPngDataUrl', () => {
  it('reads the size of a real PNG from its header', () => {
    expect(checkPngDataUrl(onePixel)).toEqual({ ok: true, width: 1, height: 1, bytes: 70 });
  });

  it.each([
    ['an SVG', 'data:image/svg+xml;base64,PHN2Zy8+', LOGO_MESSAGES.notPng],
    [
      'a JPEG dressed as PNG',
      'data:image/png;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDA==',
      LOGO_MESSAGES.corrupt,
    ],
    ['broken base64', 'data:image/png;base64,iVBORw0KGgo%%%', LOGO_MESSAGES.corrupt],
    ['a header claiming 4097 px wide', headerOnly(4097, 10), LOGO_MESSAGES.tooManyPixels],
    ['a header claiming 0 px', headerOnly(0, 10), LOGO_MESSAGES.corrupt],
  ])('refuses %s', (_name, value, message) => {
    expect(checkPngDataUrl(value)).toEqual({ ok: false, message });
  });

  it('accepts exactly 4096 x 4096 px', () => {
    expect(checkPngDataUrl(headerOnly(4096, 4096))).toMatchObject({ ok: true, width: 4096, height: 4096 });
  });

  it('knows the decoded size without decoding', () => {
    expect(base64ByteLength('QUJD')).toBe(3);
    expect(base64ByteLength('QUI=')).toBe(2);
    expect(base64ByteLength('QQ==')).toBe(1);
  });
});

describe('logoProblem', () => {
  it.each([
    ['', null],
    ['https://cdn.example.com/logo.png', null],
    ['http://example.com/logo.png', null],
    ['javascript:alert(1)', LOGO_MESSAGES.badUrl],
    ['logo.png', LOGO_MESSAGES.badUrl],
    [onePixel, null],
  ])('%s → %s', (value, problem) => {
    expect(logoProblem(value)).toBe(problem);
  });
});
