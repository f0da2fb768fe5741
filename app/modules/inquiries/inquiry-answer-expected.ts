import type { Locale } from '~/modules/i18n/locales';

/**
 * When a family may expect an answer, completing "You can expect an answer …" in the page's language:
 * INQUIRY_ANSWER_EXPECTED in English, INQUIRY_ANSWER_EXPECTED_FR in French (the office's own words).
 */
export function answerExpectedIn(
  env: { INQUIRY_ANSWER_EXPECTED: string; INQUIRY_ANSWER_EXPECTED_FR: string },
  locale: Locale,
): string {
  return locale === 'fr' ? env.INQUIRY_ANSWER_EXPECTED_FR : env.INQUIRY_ANSWER_EXPECTED;
}
