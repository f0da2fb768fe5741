import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '~/lib/validation';
import {
  type FaqFormValues,
  faqBulkDeleteRequestSchema,
  faqBulkEditRequestSchema,
  faqBulkUpdateSchema,
  faqFormSchema,
  faqItemSchema,
  parseFaqImportRows,
  publicFaqQuerySchema,
} from './faq.schema';

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
    [
      { question: 'Q', answer: 'A', questionFr: 'Q fr', answerFr: ' ' },
      { answerFr: 'Add the French answer too, or leave both French fields empty' },
    ],
    [
      { question: '', answer: 'A', answerFr: 'R fr' },
      {
        question: 'Question is required',
        questionFr: 'Add the French question too, or leave both French fields empty',
      },
    ],
    [
      { question: 'Q', answer: 'A', questionFr: 'x'.repeat(501), answerFr: 'R' },
      { questionFr: 'Question (French) must be at most 500 characters' },
    ],
  ])('refuses %j', (input, expected) => {
    expect(errorsOf(input)).toEqual(expected);
  });
  it('takes a French pair trimmed, and blank French fields as none', () => {
    expect(faqItemSchema.parse({ question: 'Q', answer: 'A', questionFr: ' Q fr ', answerFr: 'R fr' })).toMatchObject({
      questionFr: 'Q fr',
      answerFr: 'R fr',
    });
    expect(faqItemSchema.parse({ question: 'Q', answer: 'A', questionFr: '', answerFr: '  ' })).toMatchObject({
      questionFr: null,
      answerFr: null,
    });
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

describe('parseFaqImportRows (spec §5 upload defaults)', () => {
  it('defaults category, order (the row index), scope and status', () => {
    const result = parseFaqImportRows([
      { question: 'A', answer: 'a' },
      { question: 'B', answer: 'b', order: 12, category: 'pricing', isActive: false },
      { question: 'C', answer: 'c', category: null },
    ]);
    expect(result).toEqual({
      ok: true,
      rows: [
        expect.objectContaining({ question: 'A', category: 'general', order: 0, appliesTo: 'all', isActive: true }),
        expect.objectContaining({ question: 'B', category: 'pricing', order: 12, isActive: false }),
        expect.objectContaining({ question: 'C', category: 'general', order: 2 }),
      ],
      given: [
        new Set(['question', 'answer']),
        new Set(['question', 'answer', 'order', 'category', 'isActive']),
        new Set(['question', 'answer']),
      ],
    });
  });

  it('keeps the default order within 0-999 on long files', () => {
    const rows = Array.from({ length: 1002 }, (_, index) => ({ question: `Q${index}`, answer: 'a' }));
    const result = parseFaqImportRows(rows);
    expect(result.ok && result.rows.map((row) => row.order).slice(998)).toEqual([998, 999, 999, 999]);
  });

  it.each([
    [{ targetCities: ['Austin'], targetStates: ['Texas'] }, 'city'],
    [{ targetStates: ['Texas'] }, 'state'],
    [{ targetPartners: ['p-1'] }, 'partner'],
    [{ targetStates: [] }, 'all'],
    [{ targetStates: ['Texas'], appliesTo: 'homepage' }, 'homepage'],
  ])('scopes a row with targets but no appliesTo: %j → %s', (fields, scope) => {
    const result = parseFaqImportRows([{ question: 'Q', answer: 'A', ...fields }]);
    expect(result.ok && result.rows[0]?.appliesTo).toBe(scope);
  });

  it('names every bad row (counted from 1) and every field of it at once', () => {
    expect(
      parseFaqImportRows([
        { question: 'Q', answer: 'A' },
        { question: 'Q', category: 'gossip' },
        'x',
        { question: 'Q', answer: 'A', targetStates: ['Texas', ''] },
      ]),
    ).toEqual({
      ok: false,
      issues: [
        { row: 2, field: 'answer', reason: 'Answer is required' },
        { row: 2, field: 'category', reason: 'Category must be one of general, services, pricing, process, support' },
        { row: 3, field: '_', reason: 'Each FAQ item must be an object' },
        { row: 4, field: 'targetStates', reason: 'Target states cannot contain an empty entry' },
      ],
      message:
        'Invalid data in row 2: answer: Answer is required; ' +
        'row 2: category: Category must be one of general, services, pricing, process, support; ' +
        'row 3: Each FAQ item must be an object; ' +
        'row 4: targetStates: Target states cannot contain an empty entry',
    });
    expect(parseFaqImportRows([7])).toMatchObject({
      message: 'Invalid data in row 1: Each FAQ item must be an object',
    });
  });

  it('keeps the message of very many problems short', () => {
    const result = parseFaqImportRows(Array.from({ length: 30 }, () => ({ question: 'Q' })));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toHaveLength(30);
    expect(result.message).toMatch(/; row 10: answer: Answer is required \.\.\. and 20 more$/);
  });

  it('refuses a target state that is no US state or Canadian province, naming the field', () => {
    const result = parseFaqImportRows([
      {
        question: 'Q',
        answer: 'A',
        appliesTo: 'partner',
        targetPartners: ['p-1'],
        targetStates: ['Texas', 'Atlantis'],
      },
    ]);
    expect(result).toMatchObject({
      ok: false,
      issues: [
        {
          row: 1,
          field: 'targetStates',
          reason: 'Target states must be US states or Canadian provinces, not "Atlantis"',
        },
      ],
    });
    expect(errorsOf({ question: 'Q', answer: 'A', targetStates: ['tx', 'new-york', 'Ontario', 'Narnia'] })).toEqual({
      'targetStates.3': 'Target states must be US states or Canadian provinces, not "Narnia"',
    });
  });
});

describe('faqFormSchema (the create/edit form)', () => {
  const form: FaqFormValues = {
    question: ' Q ',
    answer: 'A',
    questionFr: '',
    answerFr: ' ',
    category: 'general',
    order: '0',
    appliesTo: 'state',
    targetStates: ' Texas, , new york ,',
    targetCities: '',
    targetPartners: '',
    isActive: true,
  };

  it('splits targets on commas (trimmed, empties dropped) and reads the order', () => {
    expect(faqFormSchema.parse({ ...form, order: '12' })).toMatchObject({
      question: 'Q',
      order: 12,
      targetStates: ['Texas', 'new york'],
      targetCities: [],
    });
  });

  it.each([
    ['', 0],
    ['abc', 0],
    ['  7 ', 7],
  ])('Display Order %j becomes %d', (order, expected) => {
    expect(faqFormSchema.parse({ ...form, order }).order).toBe(expected);
  });

  it('refuses what the server refuses', () => {
    const result = faqFormSchema.safeParse({ ...form, question: ' ', order: '1000' });
    expect(result.success ? {} : toFieldErrors(result.error)).toEqual({
      question: 'Question is required',
      order: 'Order must be between 0 and 999',
    });
  });
});

describe('bulk request schemas', () => {
  const id = '6f1c2a34-1b2c-4d5e-8f90-123456789abc';

  it('deduplicates ids, whatever their case', () => {
    expect(faqBulkDeleteRequestSchema.parse({ ids: [id, id.toUpperCase()] })).toEqual({ ids: [id] });
  });

  it('needs updates with at least one field', () => {
    expect(faqBulkEditRequestSchema.safeParse({ ids: [id], updates: {} }).success).toBe(false);
    expect(faqBulkEditRequestSchema.parse({ ids: [id], updates: { isActive: false } })).toEqual({
      ids: [id],
      updates: { isActive: false },
    });
  });
});
