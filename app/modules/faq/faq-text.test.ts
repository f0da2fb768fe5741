import { describe, expect, it } from 'vitest';
import { faqItemText } from './faq-text';

describe('faqItemText', () => {
  const item = { question: 'Q?', answer: 'A.', questionFr: 'Q fr?', answerFr: 'R fr.' };

  it('shows the item in one language: French as a pair, else English, flagged on a French page', () => {
    expect(faqItemText(item, 'fr')).toEqual({ question: 'Q fr?', answer: 'R fr.', lang: 'fr', missingFrench: false });
    expect(faqItemText(item, 'en')).toEqual({ question: 'Q?', answer: 'A.', lang: 'en', missingFrench: false });
    expect(faqItemText({ ...item, answerFr: null }, 'fr')).toEqual({
      question: 'Q?',
      answer: 'A.',
      lang: 'en',
      missingFrench: true,
    });
  });
});
