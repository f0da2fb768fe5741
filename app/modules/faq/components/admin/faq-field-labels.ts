import type { FaqCategory, FaqFormValues, FaqScope } from '../../faq.schema';

/** The FAQ form's field names: its labels, the conflict dialog's rows and the history (faq-change-wording). */
export const FAQ_FIELD_LABELS: Readonly<Record<keyof FaqFormValues, string>> = {
  question: 'Question',
  answer: 'Answer',
  questionFr: 'Question (French)',
  answerFr: 'Answer (French)',
  category: 'Category',
  order: 'Display Order',
  appliesTo: 'Applies To',
  targetStates: 'Target States',
  targetCities: 'Target Cities',
  targetPartners: 'Target Partners',
  isActive: 'Active',
};

/** How the admin forms name the stored values (the tabs and badges show the stored category itself). */
export const CATEGORY_LABELS: Record<FaqCategory, string> = {
  general: 'General',
  services: 'Services',
  pricing: 'Pricing',
  process: 'Process',
  support: 'Support',
};

export const SCOPE_OPTION_LABELS: Record<FaqScope, string> = {
  all: 'All pages (global)',
  homepage: 'Homepage',
  state: 'State pages',
  city: 'City pages',
  partner: 'Partner pages',
};

export interface TargetField {
  scope: 'state' | 'city' | 'partner';
  name: 'targetStates' | 'targetCities' | 'targetPartners';
  label: string;
  /** Spec §2: each target field says 'Leave empty for all ...'. */
  hint: string;
  example: string;
}

/** Spec §2: target states only for scope state, cities only for city, partners only for partner. */
export const TARGET_FIELDS: readonly TargetField[] = [
  {
    scope: 'state',
    name: 'targetStates',
    label: FAQ_FIELD_LABELS.targetStates,
    hint: 'Leave empty for all states. Names or abbreviations, e.g. Texas, FL.',
    example: 'Texas, Florida',
  },
  {
    scope: 'city',
    name: 'targetCities',
    label: FAQ_FIELD_LABELS.targetCities,
    hint: 'Leave empty for all cities.',
    example: 'Austin, Houston',
  },
  {
    scope: 'partner',
    name: 'targetPartners',
    label: FAQ_FIELD_LABELS.targetPartners,
    hint: 'Leave empty for all partners. Type at least 2 letters of a name and choose the partner.',
    example: 'Type a partner name',
  },
];
