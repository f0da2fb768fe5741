import type { Transaction } from '~/db/client.server';
import { site } from '~/lib/site';
import { enqueueMail, MAIL_ALERT_PURPOSE, type OutboxMessage } from '~/modules/mail/outbox.server';
import { INQUIRY_MAIL_PURPOSES } from './inquiries.service.server';

/** The domain of an address, the only part of the recipient an alert names. */
export function recipientDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return at >= 0
    ? address
        .slice(at + 1)
        .trim()
        .toLowerCase() || 'unknown'
    : 'unknown';
}

/**
 * The mail worker's `onFinallyFailed` (wired in server/main.ts): when an inquiry's email has failed for good,
 * one alert to the coordinator names the inquiry and the recipient's domain, never the inquiry's text or
 * the address. The worker never calls it for an alert (MAIL_ALERT_PURPOSE), so alerts cannot loop.
 */
export function alertCoordinatorOfFailedInquiryMail({
  coordinatorEmail,
  publicUrl,
}: {
  coordinatorEmail: string;
  publicUrl: string;
}) {
  const inquiryPurposes = new Set<string>(Object.values(INQUIRY_MAIL_PURPOSES));
  return async (tx: Transaction, message: OutboxMessage): Promise<void> => {
    // Messages queued before purposes were recorded have none; their subject is an inquiry all the same.
    const inquiryId = message.purpose === null || inquiryPurposes.has(message.purpose) ? message.subjectId : null;
    if (!inquiryId) return;
    const domain = recipientDomain(message.toAddress);
    await enqueueMail(tx, {
      to: coordinatorEmail,
      subject: `Undelivered email for inquiry ${inquiryId}`,
      text: [
        `An email about inquiry ${inquiryId} could not be delivered to an address at ${domain},`,
        `even after retrying for a day. The ${site.productName} Partner Directory has stopped trying.`,
        '',
        `Open the inbox to follow it up: ${publicUrl}/admin/inquiries?q=${encodeURIComponent(inquiryId)}`,
        '',
      ].join('\n'),
      purpose: MAIL_ALERT_PURPOSE,
    });
  };
}
