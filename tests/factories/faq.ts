import type { Database } from '~/db/client.server';
import { type FaqRow, faqItems } from '~/db/schema.server';
import { type FaqItemInput, faqItemSchema } from '~/modules/faq/faq.schema';

let sequence = 0;

/** A valid FAQ item input, with overrides. */
export function buildFaqItem(overrides: Partial<FaqItemInput> = {}): FaqItemInput {
  sequence += 1;
  return faqItemSchema.parse({
    question: `How does memorial stone ${sequence} work?`,
    answer: 'Cremated remains are solidified into smooth stones returned to the family.',
    ...overrides,
  });
}

export async function insertFaqItem(
  db: Database,
  overrides: Partial<FaqItemInput> & { createdAt?: Date } = {},
): Promise<FaqRow> {
  const { createdAt, ...inputOverrides } = overrides;
  const [row] = await db
    .insert(faqItems)
    .values({ ...buildFaqItem(inputOverrides), ...(createdAt ? { createdAt, updatedAt: createdAt } : {}) })
    .returning();
  if (!row) throw new Error('insertFaqItem: nothing inserted');
  return row;
}
