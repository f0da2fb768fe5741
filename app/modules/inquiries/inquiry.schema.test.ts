import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '~/lib/validation';
import { inquiryInputSchema } from './inquiry.schema';

const partnerId = '6f1c2a34-1b2c-4d5e-8f90-123456789abc';
const valid = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '',
  message: 'Do you offer memorial stones?',
  partnerId,
};

const errorsOf = (input: unknown) => {
  const result = inquiryInputSchema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
};

describe('inquiryInputSchema', () => {
  it('trims the fields and stores a blank phone as null', () => {
    expect(inquiryInputSchema.parse({ ...valid, name: '  Maria Lopez ', phone: '   ' })).toEqual({
      name: 'Maria Lopez',
      email: 'maria@example.com',
      phone: null,
      message: 'Do you offer memorial stones?',
      partnerId,
      locale: 'en',
    });
    expect(inquiryInputSchema.parse({ ...valid, phone: undefined }).phone).toBeNull();
    expect(inquiryInputSchema.parse({ ...valid, phone: null }).phone).toBeNull();
    expect(inquiryInputSchema.parse({ ...valid, phone: ' (512) 555-0100 ' }).phone).toBe('(512) 555-0100');
  });

  it('takes the language of the page it was sent from, English when none is given', () => {
    expect(inquiryInputSchema.parse({ ...valid, locale: 'fr' }).locale).toBe('fr');
    expect(errorsOf({ ...valid, locale: 'de' })).toEqual({ locale: 'Locale must be en or fr' });
  });

  it('keeps line breaks in the message', () => {
    expect(inquiryInputSchema.parse({ ...valid, message: 'Line one\nLine two' }).message).toBe('Line one\nLine two');
  });

  it.each([
    [{ ...valid, name: '' }, { name: 'Name is required' }],
    [{ ...valid, name: '   ' }, { name: 'Name is required' }],
    [{ ...valid, email: undefined }, { email: 'Email is required' }],
    [{ ...valid, message: '' }, { message: 'Message is required' }],
    [{ ...valid, email: 'not-an-email' }, { email: 'Enter a valid email address, like name@example.com' }],
    [{ ...valid, name: 'Maria\r\nBcc: x@example.com' }, { name: 'Name must be on one line' }],
    [{ ...valid, email: 'maria@example.com\nBcc: x@example.com' }, { email: 'Email must be on one line' }],
    [{ ...valid, phone: '555\n0100' }, { phone: 'Phone must be on one line' }],
    [{ ...valid, name: 'x'.repeat(101) }, { name: 'Name must be at most 100 characters' }],
    [{ ...valid, email: `${'x'.repeat(250)}@example.com` }, { email: 'Email must be at most 254 characters' }],
    [{ ...valid, phone: '1'.repeat(41) }, { phone: 'Phone must be at most 40 characters' }],
    [{ ...valid, message: 'x'.repeat(5001) }, { message: 'Message must be at most 5000 characters' }],
    [{ ...valid, partnerId: '768501' }, { partnerId: 'Choose a partner to contact' }],
    [{ ...valid, partnerId: undefined }, { partnerId: 'Choose a partner to contact' }],
    [{ ...valid, name: 42 }, { name: 'Name is required' }],
    // The confirmation email greets the sender by name: no link or address rides in it.
    [
      { ...valid, name: 'WIN $1000 at http://evil.example/claim' },
      { name: 'Name cannot contain a web or email address' },
    ],
    [{ ...valid, name: 'Claim at www.prize-site' }, { name: 'Name cannot contain a web or email address' }],
    [{ ...valid, name: 'Visit prize.xyz today' }, { name: 'Name cannot contain a web or email address' }],
    [{ ...valid, name: 'write to me@evil.example' }, { name: 'Name cannot contain a web or email address' }],
    [
      { ...valid, phone: 'http://evil.example' },
      { phone: 'Enter a phone number with its area code, like (555) 123-4567' },
    ],
    [{ ...valid, phone: 'call me' }, { phone: 'Enter a phone number with its area code, like (555) 123-4567' }],
    [{ ...valid, phone: '12-34' }, { phone: 'Enter a phone number with its area code, like (555) 123-4567' }],
    // A number without its area code, or with a digit missing, cannot be called back.
    [{ ...valid, phone: '555-0100' }, { phone: 'Enter a phone number with its area code, like (555) 123-4567' }],
    [{ ...valid, phone: '819-55-123' }, { phone: 'Enter a phone number with its area code, like (555) 123-4567' }],
    [{ ...valid, phone: '+1 514 555 012' }, { phone: 'Enter a phone number with its area code, like (555) 123-4567' }],
  ])('rejects %j', (input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });

  it.each([
    ['names', 'name', ["Jean-François O'Neil-Côté", 'Dr. M. St.Pierre', 'J.R. Smith Jr.', 'Nguyễn Thị Minh Khai']],
    [
      'phone numbers',
      'phone',
      [
        '(512) 555-0100',
        '+1 514 555 0123',
        '514.555.0123 poste 12',
        '514 555-0123, poste 12',
        '(512) 555-0100 x: 7',
        '512-555-0100 ext. 3',
        '(512) 555-0100 extension 12',
        '1-800-555-0199',
        '+44 20 7946 0958',
      ],
    ],
  ])('accepts the %s families write', (_kind, field, values) => {
    for (const value of values) expect(errorsOf({ ...valid, [field]: value }), value).toEqual({});
  });

  it('accepts the longest allowed values', () => {
    const input = {
      ...valid,
      name: 'x'.repeat(100),
      phone: '+1 (512) 555-0100 extension 123456789012',
      message: 'x'.repeat(5000),
    };
    expect(errorsOf(input)).toEqual({});
  });
});
