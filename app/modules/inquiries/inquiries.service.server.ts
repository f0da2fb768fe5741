import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import { site } from '~/lib/site';
import { stripBidiControls } from '~/lib/unicode';
import { enqueueMail, notifyMailQueued } from '~/modules/mail/outbox.server';
import { partners } from '~/modules/partners/partner.table.server';
import type { InquiryInput } from './inquiry.schema';
import { inquiries } from './inquiry.table.server';

export interface SubmitInquiryOptions {
  input: InquiryInput;
  /** The coordinator address (INQUIRY_EMAIL): the message goes there, to be forwarded to the partner. */
  inquiryEmail: string;
  /** INQUIRY_COPY_PARTNER: also send it to the partner's own email, when the partner has one. */
  copyPartner?: boolean;
}

type InquiryPartner = Pick<typeof partners.$inferSelect, 'id' | 'name' | 'city' | 'state' | 'email'>;

/**
 * Spec §7 POST /api/inquiries (design §3 Inquiries). The inquiry and its email(s) are written in ONE
 * transaction (the outbox): either the family's inquiry is stored and will be mailed, or nothing is, and
 * the answer never depends on the mail server being up. The worker of this process is woken after the
 * commit, so with SMTP up the mail leaves within moments.
 */
export async function submitInquiry(
  db: Database,
  { input, inquiryEmail, copyPartner = false }: SubmitInquiryOptions,
): Promise<{ id: string; status: 'pending' }> {
  const id = await storeInquiry(db, { input, inquiryEmail, copyPartner }).catch((error: unknown) => {
    throw withoutQueryParameters(error);
  });
  notifyMailQueued();
  return { id, status: 'pending' };
}

async function storeInquiry(
  db: Database,
  { input, inquiryEmail, copyPartner }: Required<SubmitInquiryOptions>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [partner] = await tx
      .select({
        id: partners.id,
        name: partners.name,
        city: partners.city,
        state: partners.state,
        email: partners.email,
        isActive: partners.isActive,
      })
      .from(partners)
      .where(eq(partners.id, input.partnerId))
      .limit(1);
    // Inactive partners are hidden from every public page (design §3): no inquiry for them either.
    if (!partner || !partner.isActive) {
      throw new AppError('VALIDATION', 'partnerId: This partner is not available for inquiries', {
        fieldErrors: { partnerId: 'This partner is not available for inquiries. Please choose another partner.' },
      });
    }

    const [inquiry] = await tx
      .insert(inquiries)
      .values({
        partnerId: partner.id,
        partnerName: partner.name,
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
      })
      .returning({ id: inquiries.id });
    if (!inquiry) throw new Error('submitInquiry: nothing inserted');

    const mail = composeInquiryMail(input, partner);
    await enqueueMail(tx, { ...mail, to: inquiryEmail, replyTo: input.email, inquiryId: inquiry.id });
    const partnerEmail = partner.email?.trim();
    if (copyPartner && partnerEmail && partnerEmail.toLowerCase() !== inquiryEmail.toLowerCase()) {
      await enqueueMail(tx, { ...mail, to: partnerEmail, replyTo: input.email, inquiryId: inquiry.id });
    }
    return inquiry.id;
  });
}

/**
 * Drizzle's query errors spell out the SQL parameters (the family's name, email and message) in their
 * text, and a 500 logs its cause: keep only the driver's own message and code (which still tell a lost
 * database connection, a 503, from a bug). Design §4: no inquiry text in logs.
 */
function withoutQueryParameters(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const driverError = error instanceof Error && error.cause ? error.cause : error;
  const { message, code } = (driverError ?? {}) as { message?: string; code?: string };
  return Object.assign(new Error(`Could not store the inquiry: ${message ?? 'database error'}`), code ? { code } : {});
}

/**
 * The plain-text email (no HTML: nothing a visitor typed can become markup). The subject and body name
 * the partner by name, place and id so the coordinator knows whom to forward it to; the visitor's contact
 * details and message follow. Header injection is impossible: name and email were refused with CR/LF by
 * the schema, and nodemailer encodes header values.
 */
export function composeInquiryMail(input: InquiryInput, partner: InquiryPartner): { subject: string; text: string } {
  // Names lose their bidirectional controls: they could otherwise reorder the subject line around them.
  const partnerName = stripBidiControls(partner.name);
  const visitorName = stripBidiControls(input.name);
  const place = stripBidiControls(`${partner.city}, ${partner.state}`);
  const subject = `Inquiry for ${partnerName} (${place}) from ${visitorName}`;
  const text = [
    `A family has sent an inquiry through the ${site.productName} Partner Directory.`,
    `Please forward it to the partner below, who will respond to them. Replying to this email answers the family directly.`,
    '',
    'PARTNER',
    `Name: ${partnerName}`,
    `Location: ${place}`,
    `Partner ID: ${partner.id}`,
    '',
    'FROM',
    `Name: ${visitorName}`,
    `Email: ${input.email}`,
    `Phone: ${input.phone ?? 'not given'}`,
    '',
    'MESSAGE',
    input.message,
    '',
  ].join('\n');
  return { subject, text };
}
