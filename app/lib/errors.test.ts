import { describe, expect, it } from 'vitest';
import { AppError, rateLimitedError, tooManyAttemptsMessage } from './errors';

describe('tooManyAttemptsMessage', () => {
  it.each([
    [1, 'Too many attempts. Try again in 1 second.'],
    [45, 'Too many attempts. Try again in 45 seconds.'],
    [60, 'Too many attempts. Try again in 1 minute.'],
    [61, 'Too many attempts. Try again in 2 minutes.'],
    [690, 'Too many attempts. Try again in 12 minutes.'],
    [3600, 'Too many attempts. Try again in 60 minutes.'],
  ])('waits %i seconds: %s', (seconds, message) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(message);
  });

  it('says only to try later when the wait is unknown', () => {
    expect(tooManyAttemptsMessage(undefined)).toBe('Too many attempts. Try again later.');
  });
});

describe('rateLimitedError', () => {
  it('is a RATE_LIMITED AppError whose message and Retry-After come from the same wait', () => {
    const error = rateLimitedError(690);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Try again in 12 minutes.',
      retryAfterSeconds: 690,
    });
  });
});
