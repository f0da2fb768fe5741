import type { Locale } from '~/modules/i18n/locales';
import type { PublicFaq } from './faq.schema';

/** A question and its answer as a page in `locale` shows them. */
export interface FaqItemText {
  question: string;
  answer: string;
  /** Set when the text is not in the page's language (English on a French page): its `lang` attribute. */
  lang?: string;
}

/**
 * The one place a FAQ item's text is chosen for a language. Items have English text only for now, which a
 * French page shows marked lang="en"; French fields, once they exist, are read here.
 */
export function faqItemText(item: PublicFaq, locale: Locale): FaqItemText {
  return { question: item.question, answer: item.answer, ...(locale === 'en' ? {} : { lang: 'en' }) };
}
