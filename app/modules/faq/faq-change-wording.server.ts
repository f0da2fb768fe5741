import type { Database } from '~/db/client.server';
import type { AuditChange } from '~/modules/audit/audit.schema';
import type { FieldWording, RecordWording } from '~/modules/audit/change-wording';
import { partnerLabelsByIds } from '~/modules/partners/partners-admin.service.server';
import { CATEGORY_LABELS, FAQ_FIELD_LABELS, SCOPE_OPTION_LABELS } from './components/admin/faq-field-labels';
import type { FaqRow } from './faq.table.server';

/*
 * An FAQ item's recorded changes in the words of the FAQ form (decision 023): the audit module lists the
 * changed fields and asks this wording for each label and value.
 */

const HISTORY_LABELS: Readonly<Partial<Record<keyof FaqRow, string>>> = {
  ...FAQ_FIELD_LABELS,
  // The bulk edit's word: "Status: Inactive" reads where "Active: Inactive" would not.
  isActive: 'Status',
  createdAt: 'Created',
};

/** An FAQ field as the form names it ('appliesTo' → 'Applies To'); undefined if not one. */
export function faqFieldLabel(field: string): string | undefined {
  return HISTORY_LABELS[field as keyof FaqRow];
}

const lookup = (labels: Readonly<Record<string, string>>, value: unknown) =>
  typeof value === 'string' ? (labels[value] ?? value) : undefined;

function targetPartnerIds(changes: readonly AuditChange[]): string[] {
  return changes.flatMap((change) =>
    [change.before?.targetPartners, change.after?.targetPartners].flatMap((ids) =>
      Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [],
    ),
  );
}

/**
 * The wording of a page of FAQ changes: targeted partners by name and place ("Grace Chapel (Austin, Texas)"),
 * read in one query; a partner since deleted keeps its id.
 */
export function faqChangeWording(db: Database): RecordWording {
  return async (changes): Promise<FieldWording> => {
    const partners = await partnerLabelsByIds(db, targetPartnerIds(changes));
    const names = new Map(
      partners.map((partner) => [partner.id.toLowerCase(), `${partner.name} (${partner.city}, ${partner.state})`]),
    );
    return {
      label: faqFieldLabel,
      value: (field, value) => {
        switch (field) {
          case 'category':
            return lookup(CATEGORY_LABELS, value);
          case 'appliesTo':
            return lookup(SCOPE_OPTION_LABELS, value);
          case 'isActive':
            return typeof value === 'boolean' ? (value ? 'Active' : 'Inactive') : undefined;
          case 'targetPartners':
            if (!Array.isArray(value)) return undefined;
            return value.length === 0
              ? '(none)'
              : value.map((id) => names.get(String(id).trim().toLowerCase()) ?? String(id)).join('; ');
          default:
            return undefined;
        }
      },
    };
  };
}
