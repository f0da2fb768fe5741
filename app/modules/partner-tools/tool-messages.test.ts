import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-client';
import { compileCatalogs, createI18n } from '~/modules/i18n/catalog.server';
import { toolProblem } from './tool-messages';

const catalogs = compileCatalogs({ warn: () => {} });
const OFFICE = 'care@example.org';

/** A 429 as the API answers it: the rate limiter's English words, and Retry-After when it gave one. */
const refused = (retryAfterSeconds?: number) =>
  new ApiError(
    429,
    '',
    retryAfterSeconds === undefined
      ? { code: 'RATE_LIMITED', message: 'Too many attempts. Try again later.' }
      : {
          code: 'RATE_LIMITED',
          message: `Too many attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
        },
    retryAfterSeconds,
  );

describe('a partner tool refused for too many requests', () => {
  it('says in English how long to wait and names the office’s address', () => {
    expect(toolProblem(createI18n(catalogs, 'en'), refused(690), 'video', OFFICE)).toBe(
      'Too many attempts. Try again in 12 minutes. If you cannot wait, write to the office at care@example.org.',
    );
  });

  it('says it in French, with the minutes the limiter gave, and names the office’s address', () => {
    const french = createI18n(catalogs, 'fr');
    expect(toolProblem(french, refused(690), 'press release', OFFICE)).toBe(
      'Trop de demandes pour le moment. Veuillez réessayer dans 12 minutes. ' +
        'Si vous ne pouvez pas attendre, écrivez au bureau à care@example.org.',
    );
    expect(toolProblem(french, refused(45), 'video', OFFICE)).toContain('réessayer dans 1 minute.');
  });

  it('says "later" in French when the answer gave no wait, rather than a minute nobody promised', () => {
    expect(toolProblem(createI18n(catalogs, 'fr'), refused(), 'video', OFFICE)).toBe(
      'Trop de demandes pour le moment. Veuillez réessayer plus tard. ' +
        'Si vous ne pouvez pas attendre, écrivez au bureau à care@example.org.',
    );
  });

  it('leaves other failures as they were, without the address', () => {
    const failed = new ApiError(500, '', undefined);
    expect(toolProblem(createI18n(catalogs, 'fr'), failed, 'video', OFFICE)).not.toContain(OFFICE);
    expect(toolProblem(createI18n(catalogs, 'en'), failed, 'video', OFFICE)).not.toContain(OFFICE);
  });
});
