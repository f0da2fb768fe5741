import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '~/lib/validation';
import { correctionInputSchema, correctionPath } from './correction.schema';

describe('correctionInputSchema', () => {
  it('takes 10 to 2,000 characters of what is wrong, trimmed, and an optional email', () => {
    expect(correctionInputSchema.parse({ message: '  The phone changed.  ', contactEmail: '' })).toEqual({
      message: 'The phone changed.',
      contactEmail: null,
    });
    expect(correctionInputSchema.parse({ message: 'x'.repeat(2000), contactEmail: 'a@example.org' })).toEqual({
      message: 'x'.repeat(2000),
      contactEmail: 'a@example.org',
    });
  });

  it('names the field and the reason', () => {
    // What the form and the server show: the first message of each field.
    const issues = (input: unknown) => Object.entries(toFieldErrors(correctionInputSchema.safeParse(input).error!));
    expect(issues({ message: '' })).toEqual([['message', 'Tell us what is wrong']]);
    expect(issues({ message: 'too short' })).toEqual([
      ['message', 'Please say a little more (at least 10 characters)'],
    ]);
    expect(issues({ message: 'x'.repeat(10_000) })).toEqual([['message', 'Please keep it under 2,000 characters']]);
    expect(issues({ message: 'The address is wrong.', contactEmail: 'nope' })).toEqual([
      ['contactEmail', 'Enter a valid email address, like name@example.com'],
    ]);
  });

  it('keeps markup as the text it is', () => {
    const message = '<script>alert(1)</script> https://spam.example';
    expect(correctionInputSchema.parse({ message }).message).toBe(message);
  });
});

describe('correctionPath', () => {
  it('is a page under the partner', () => {
    expect(correctionPath({ id: 'abc' })).toBe('/partner/abc/correction');
  });
});
