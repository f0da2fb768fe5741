import { csvDateStamp, flagFromText, parseCsvRecords, toCsv, withoutFormulaGuard } from '~/lib/csv';
import { splitTargetList } from './faq.schema';

/*
 * FAQ CSV files (spec §3 "CSV formats"): the export, the upload template, and the upload's CSV → rows.
 * Pure: the admin screen runs all of it in the browser; the server only sees the JSON rows.
 */

/** Spec §3: export columns, lists comma-joined. The upload reads the same columns back. */
export const FAQ_EXPORT_COLUMNS = [
  'question',
  'answer',
  'category',
  'order',
  'appliesTo',
  'targetStates',
  'targetCities',
  'targetPartners',
  'isActive',
  // The French pages' text of the item (both or neither).
  'questionFr',
  'answerFr',
] as const;

/** Spec §3: the upload template lists these five. */
export const FAQ_TEMPLATE_COLUMNS = ['question', 'answer', 'category', 'targetStates', 'targetCities'] as const;
export const FAQ_TEMPLATE_FILE_NAME = 'faq_template.csv';

/** The columns an upload may have, lower-cased: the export's (the template's are among them). */
const KNOWN_COLUMNS = new Set<string>(FAQ_EXPORT_COLUMNS.map((name) => name.toLowerCase()));

export const faqExportFileName = (date = new Date()) => `faq-export-${csvDateStamp(date)}.csv`;

export interface ExportableFaq {
  question: string;
  answer: string;
  category: string;
  order: number;
  appliesTo: string;
  targetStates: string[];
  targetCities: string[];
  targetPartners: string[];
  isActive: boolean;
  questionFr: string | null;
  answerFr: string | null;
}

/** The export file's text (csvCell quotes per RFC 4180 and neutralises formula-like cells). */
export function buildFaqExportCsv(items: readonly ExportableFaq[]): string {
  return toCsv(
    FAQ_EXPORT_COLUMNS,
    items.map((item) => [
      item.question,
      item.answer,
      item.category,
      item.order,
      item.appliesTo,
      item.targetStates.join(', '),
      item.targetCities.join(', '),
      item.targetPartners.join(', '),
      item.isActive,
      item.questionFr ?? '',
      item.answerFr ?? '',
    ]),
  );
}

export function buildFaqTemplateCsv(): string {
  return toCsv(FAQ_TEMPLATE_COLUMNS, [
    [
      'How long does the process take?',
      'Most families receive their stones within a few weeks.',
      'process',
      'Texas, Florida',
      '',
    ],
  ]);
}

/** An upload row before the spec §5 defaults: what the CSV said, with empty cells left out. */
export interface FaqUploadRow {
  question?: string;
  answer?: string;
  category?: string;
  order?: number | string;
  appliesTo?: string;
  targetStates?: string[];
  targetCities?: string[];
  targetPartners?: string[];
  isActive?: boolean | string;
  questionFr?: string;
  answerFr?: string;
}

/**
 * CSV text → upload rows (throws on unreadable CSV or a file without data rows, for 'Failed to parse CSV:
 * {reason}'). Values that cannot be read (order 'abc', isActive 'maybe') are passed on as text, so the
 * server's check names the row and the field instead of this guessing.
 */
export function faqRowsFromCsv(text: string): FaqUploadRow[] {
  // A file French-Canadian Excel saved separates columns with ";": told from the header's known names.
  const { records } = parseCsvRecords(text, { isKnownColumn: (name) => KNOWN_COLUMNS.has(name.toLowerCase()) });
  return records.map((record) => {
    const cell = (name: string) => withoutFormulaGuard(record[name] ?? '');
    const row: FaqUploadRow = {};
    if (cell('question').trim()) row.question = cell('question');
    if (cell('answer').trim()) row.answer = cell('answer');
    if (cell('questionFr').trim()) row.questionFr = cell('questionFr');
    if (cell('answerFr').trim()) row.answerFr = cell('answerFr');
    const category = cell('category').trim().toLowerCase();
    if (category) row.category = category;
    const order = cell('order').trim();
    if (order) row.order = /^\d+$/.test(order) ? Number(order) : order;
    const appliesTo = cell('appliesTo').trim().toLowerCase();
    if (appliesTo) row.appliesTo = appliesTo;
    for (const list of ['targetStates', 'targetCities', 'targetPartners'] as const) {
      const entries = splitTargetList(cell(list));
      if (entries.length > 0) row[list] = entries;
    }
    const isActive = cell('isActive').trim();
    if (isActive) row.isActive = flagFromText(isActive) ?? isActive;
    return row;
  });
}
