import { type CsvCell, csvDateStamp, toCsv } from '~/lib/csv';
import type { AdminInquiry } from './inquiry-admin.schema';

/** The inquiries export's columns, one row per inquiry, newest first. */
export const INQUIRY_EXPORT_HEADER = [
  'createdAt',
  'status',
  'partnerName',
  'name',
  'email',
  'phone',
  'message',
  'emailDelivery',
  'emailAttempts',
  'emailLastError',
  'forwardDelivery',
] as const;

function inquiryCells(row: AdminInquiry): CsvCell[] {
  return [
    row.createdAt,
    row.status,
    row.partnerName,
    row.name,
    row.email,
    row.phone,
    row.message,
    row.delivery.state,
    row.delivery.attempts,
    row.delivery.lastError,
    row.forwardDelivery?.state ?? null,
  ];
}

/** The CSV rows of some inquiries, without the header line (the export streams them batch by batch). */
export function inquiryCsvLines(rows: AdminInquiry[]): string {
  if (rows.length === 0) return '';
  const body = toCsv(INQUIRY_EXPORT_HEADER, rows.map(inquiryCells));
  return body.slice(body.indexOf('\r\n') + 2);
}

/** `inquiries_export_{date}.csv`, the local calendar date. */
export function inquiryExportFileName(date = new Date()): string {
  return `inquiries_export_${csvDateStamp(date)}.csv`;
}
