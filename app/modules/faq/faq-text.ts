import type { Locale } from '~/modules/i18n/locales';
import { localizedText } from '~/modules/i18n/localized-content';
import type { PublicFaq } from './faq.schema';

/** What a page shows of an FAQ item: both texts in one language, never a French question over an English answer. */
export interface FaqItemText {
  question: string;
  answer: string;
  lang: Locale;
  /** A French page without the French pair: the English item, marked lang="en", under a French note. */
  missingFrench: boolean;
}

export function faqItemText(
  item: Pick<PublicFaq, 'question' | 'answer' | 'questionFr' | 'answerFr'>,
  locale: Locale,
): FaqItemText {
  const hasFrench = Boolean(item.questionFr?.trim() && item.answerFr?.trim());
  const question = localizedText(item.question, hasFrench ? item.questionFr : null, locale);
  const answer = localizedText(item.answer, hasFrench ? item.answerFr : null, locale);
  return { question: question.text, answer: answer.text, lang: question.lang, missingFrench: question.missingFrench };
}
