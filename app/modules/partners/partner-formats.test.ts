import { describe, expect, it } from 'vitest';
import { isPlaceholderPhone, publicPhone } from './partner-formats';

describe('the placeholder phone', () => {
  it('is recognised however it is written', () => {
    for (const phone of ['(555) 000-0000', '555-000-0000', '+1 555 000 0000', ' 5550000000 ']) {
      expect(isPlaceholderPhone(phone)).toBe(true);
      expect(publicPhone(phone)).toBeNull();
    }
  });

  it('leaves real numbers, and 555 numbers that are not the placeholder, as they are', () => {
    expect(isPlaceholderPhone('(512) 555-0100')).toBe(false);
    expect(publicPhone(' (512) 555-0100 ')).toBe('(512) 555-0100');
    expect(publicPhone('(555) 000-0001')).toBe('(555) 000-0001');
  });

  it('offers no number for a blank phone', () => {
    expect(publicPhone('')).toBeNull();
    expect(publicPhone('   ')).toBeNull();
    expect(publicPhone(null)).toBeNull();
  });
});
