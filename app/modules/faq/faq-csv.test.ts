import { describe, expect, it } from 'vitest';
import { NOT_UTF8_MESSAGE, parseCsvRecords } from '~/lib/csv';
import {
  buildFaqExportCsv,
  buildFaqTemplateCsv,
  FAQ_TEMPLATE_COLUMNS,
  faqExportFileName,
  faqRowsFromCsv,
} from './faq-csv';

describe('FAQ export', () => {
  it('writes the spec §3 columns, lists comma-joined, formula-like text neutralised', () => {
    const csv = buildFaqExportCsv([
      {
        question: '=1+1',
        answer: 'Yes, "really".',
        category: 'general',
        order: 3,
        appliesTo: 'state',
        targetStates: ['Texas', 'Ohio'],
        targetCities: [],
        targetPartners: [],
        isActive: false,
        questionFr: null,
        answerFr: null,
      },
    ]);
    expect(csv).toBe(
      'question,answer,category,order,appliesTo,targetStates,targetCities,targetPartners,isActive,questionFr,answerFr\r\n' +
        `'=1+1,"Yes, ""really"".",general,3,state,"Texas, Ohio",,,false,,\r\n`,
    );
  });

  it('names the file faq-export-{date}.csv', () => {
    expect(faqExportFileName(new Date(2026, 0, 5))).toBe('faq-export-2026-01-05.csv');
  });
});

describe('FAQ upload template', () => {
  it('lists question, answer, category, targetStates, targetCities', () => {
    expect(parseCsvRecords(buildFaqTemplateCsv()).header).toEqual([...FAQ_TEMPLATE_COLUMNS]);
  });
});

describe('faqRowsFromCsv', () => {
  it('reads template rows, leaving empty cells to the defaults', () => {
    const rows = faqRowsFromCsv(
      'question,answer,category,targetStates,targetCities\n' +
        'What is it?,A stone.,,,\n' +
        '"Where, exactly?","Texas, mostly",Pricing," Texas, ,Florida ",\n',
    );
    expect(rows).toEqual([
      { question: 'What is it?', answer: 'A stone.' },
      { question: 'Where, exactly?', answer: 'Texas, mostly', category: 'pricing', targetStates: ['Texas', 'Florida'] },
    ]);
  });

  it('reads the export columns back, undoing the formula prefix', () => {
    const rows = faqRowsFromCsv(
      'question,answer,category,order,appliesTo,targetStates,targetCities,targetPartners,isActive\r\n' +
        `'=1+1,'-minus,general,12,City,,Austin,,FALSE\r\n` +
        `Q,A,,,,,,,TRUE\r\n`,
    );
    expect(rows).toEqual([
      {
        question: '=1+1',
        answer: '-minus',
        category: 'general',
        order: 12,
        appliesTo: 'city',
        targetCities: ['Austin'],
        isActive: false,
      },
      { question: 'Q', answer: 'A', isActive: true },
    ]);
  });

  it('refuses a file saved in Windows-1252 (Excel’s plain CSV) instead of uploading « Qu�bec »', () => {
    const csv = 'question,answer,targetCities\nOù?,À Québec,Québec\n';
    const asRead = new TextDecoder('utf-8').decode(Uint8Array.from([...csv].map((char) => char.charCodeAt(0))));
    expect(() => faqRowsFromCsv(asRead)).toThrow(NOT_UTF8_MESSAGE);
    expect(faqRowsFromCsv(csv)[0]).toMatchObject({ question: 'Où?', targetCities: ['Québec'] });
  });

  it('reads a file French-Canadian Excel saved: semicolons between columns, oui/non', () => {
    const rows = faqRowsFromCsv(
      'question;answer;targetCities;isActive\nDélai?;Six semaines, environ;Montréal, Québec;oui\nQ;A;;Non\n',
    );
    expect(rows).toEqual([
      { question: 'Délai?', answer: 'Six semaines, environ', targetCities: ['Montréal', 'Québec'], isActive: true },
      { question: 'Q', answer: 'A', isActive: false },
    ]);
    // The spec's own true/false, and the partner file's yes/no, are read too.
    expect(faqRowsFromCsv('question,answer,isActive\nQ,A,TRUE\nR,B,no\n').map((row) => row.isActive)).toEqual([
      true,
      false,
    ]);
  });

  it('passes values it cannot read on as text, for the server to name', () => {
    const [row] = faqRowsFromCsv('question,answer,order,isActive\nQ,A,first,maybe\n');
    expect(row).toEqual({ question: 'Q', answer: 'A', order: 'first', isActive: 'maybe' });
  });

  it.each([
    ['question,answer\n', 'CSV file must contain headers and at least one data row'],
    ['question,answer\n"open,A\n', 'a quoted cell is not closed'],
  ])('throws a readable reason for %j', (text, reason) => {
    expect(() => faqRowsFromCsv(text)).toThrow(reason);
  });
});
