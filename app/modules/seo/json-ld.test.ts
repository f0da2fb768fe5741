import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('cannot close the script element it is written into', () => {
    const html = serializeJsonLd({ '@type': 'LocalBusiness', name: '</script><script>alert(1)</script>' });
    expect(html).not.toMatch(/[<>]/);
    expect(html).toContain('\\u003c/script\\u003e');
  });

  it('escapes ampersands and the two line separators JavaScript once treated as newlines', () => {
    const html = serializeJsonLd({ name: 'Smith & Sons', note: 'a\u2028b\u2029c' });
    expect(html).toBe('{"name":"Smith \\u0026 Sons","note":"a\\u2028b\\u2029c"}');
  });

  it('round-trips: the parsed data is exactly the input', () => {
    const data = { '@type': 'BreadcrumbList', name: '<b>Ünïcode & "quotes"</b>\u2028', n: [1, 2.5, null, true] };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});
