import { describe, expect, it } from 'vitest';
import { attributionHtml, parseAttribution } from './attributions';

describe('parseAttribution', () => {
  it('reads the text and https address of a Google attribution link', () => {
    expect(parseAttribution('<a href="https://maps.google.com/maps/contrib/123">Ann Lee</a>')).toEqual([
      { text: 'Ann Lee', href: 'https://maps.google.com/maps/contrib/123' },
    ]);
  });

  it('decodes entities in the text and the address', () => {
    expect(parseAttribution('<a href="https://x.example/?a=1&amp;b=2">Smith &amp; Sons</a>')).toEqual([
      { text: 'Smith & Sons', href: 'https://x.example/?a=1&b=2' },
    ]);
  });

  it('never keeps markup: scripts, handlers and other tags become plain text or vanish', () => {
    const parts = parseAttribution(
      '<img src=x onerror=alert(1)><a href="https://ok.example" onclick="alert(1)"><b>Bold</b> Name</a><script>alert(2)</script>',
    );
    expect(parts).toEqual([{ text: 'Bold Name', href: 'https://ok.example/' }, { text: 'alert(2)' }]);
  });

  it('drops addresses that are not https', () => {
    expect(parseAttribution('<a href="javascript:alert(1)">Click</a>')).toEqual([{ text: 'Click' }]);
    expect(parseAttribution('<a href="http://plain.example">Plain</a>')).toEqual([{ text: 'Plain' }]);
  });

  it('keeps text around links as text', () => {
    expect(parseAttribution('Photo by <a href="https://a.example">A</a>, edited')).toEqual([
      { text: 'Photo by' },
      { text: 'A', href: 'https://a.example/' },
      { text: ', edited' },
    ]);
  });
});

describe('attributionHtml', () => {
  it('writes Google-style HTML that parseAttribution reads back', () => {
    const html = attributionHtml('Ann <Lee> & Co', 'https://maps.google.com/maps/contrib/1');
    expect(html).toBe('<a href="https://maps.google.com/maps/contrib/1">Ann &lt;Lee&gt; &amp; Co</a>');
    expect(parseAttribution(html)).toEqual([
      { text: 'Ann <Lee> & Co', href: 'https://maps.google.com/maps/contrib/1' },
    ]);
  });

  it('writes the name alone without a usable address', () => {
    expect(parseAttribution(attributionHtml('Ann', undefined))).toEqual([{ text: 'Ann' }]);
    expect(parseAttribution(attributionHtml('Ann', 'javascript:x'))).toEqual([{ text: 'Ann' }]);
  });
});
