import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '~/lib/validation';
import { faqBulkUpdateSchema, faqItemSchema, publicFaqQuerySchema } from './faq.schema';

const errorsOf = (input: unknown) => {
  const result = faqItemSchema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
};

describe('faqItemSchema', () => {
  it('applies the spec defaults', () => {
    expect(faqItemSchema.parse({ question: 'What is a memorial stone?', answer: 'A keepsake.' })).toEqual({
      question: 'What is a memorial stone?',
      answer: 'A keepsake.',
      category: 'general',
      order: 0,
      appliesTo: 'all',
      targetStates: [],
      targetCities: [],
      targetPartners: [],
      isActive: true,
    });
  });

  it.each([
    [{}, { question: 'Question is required', answer: 'Answer is required' }],
    [{ question: ' ', answer: 'A' }, { question: 'Question is required' }],
    [{ question: 'Q', answer: 'A', order: 1000 }, { order: 'Order must be between 0 and 999' }],
    [{ question: 'Q', answer: 'A', order: 1.5 }, { order: 'Order must be a whole number' }],
    [
      { question: 'Q', answer: 'A', category: 'gossip' },
      { category: expect.stringMatching(/^Category must be one of/) },
    ],
    [
      { question: 'Q', answer: 'A', appliesTo: 'planet' },
      { appliesTo: expect.stringMatching(/^Applies to must be one of/) },
    ],
    [
      { question: 'Q', answer: 'A', targetStates: ['Texas', ''] },
      { 'targetStates.1': 'Target states cannot contain an empty entry' },
    ],
  ])('refuses %j', (input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });
});

describe('faqBulkUpdateSchema', () => {
  it('needs at least one field', () => {
    expect(faqBulkUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Please select at least one field to update',
    );
    expect(faqBulkUpdateSchema.parse({ order: 3 })).toEqual({ order: 3 });
  });
});

describe('publicFaqQuerySchema', () => {
  it('treats blank parameters as absent', () => {
    expect(publicFaqQuerySchema.parse({ context: '', category: '', state: ' ', city: 'Austin' })).toEqual({
      city: 'Austin',
    });
  });
});
