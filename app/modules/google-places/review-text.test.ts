import { describe, expect, it } from 'vitest';
import { initialsOf, reviewPreview } from './review-text';

describe('reviewPreview (spec §2: over 200 characters, cut to 200 plus an ellipsis)', () => {
  it('shows a review of 200 characters or fewer whole', () => {
    const text = 'a'.repeat(200);
    expect(reviewPreview(text)).toEqual({ text, truncated: false });
  });

  it('cuts a longer review to its first 200 characters and an ellipsis', () => {
    const text = `${'b'.repeat(200)}TAIL`;
    const preview = reviewPreview(text);
    expect(preview.truncated).toBe(true);
    expect(preview.text).toBe(`${'b'.repeat(200)}…`);
  });

  it('does not leave a space before the ellipsis', () => {
    const text = `${'c'.repeat(199)} and more words`;
    expect(reviewPreview(text).text).toBe(`${'c'.repeat(199)}…`);
  });
});

describe('initialsOf', () => {
  it('takes the first and last initials', () => {
    expect(initialsOf('Maria del Carmen Lopez')).toBe('ML');
    expect(initialsOf('dave')).toBe('D');
    expect(initialsOf('  ')).toBe('');
  });
});
