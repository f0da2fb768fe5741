import { nameArgs } from '~/modules/i18n/name-grammar';
import { regionNameIn } from '~/modules/i18n/regions-fr';
import { createHash } from 'node:crypto';
import type { I18n } from '@lingui/core';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '~/db/client.server';
import type { Env } from '~/lib/env.server';
import { AppError } from '~/lib/errors';
import { site } from '~/lib/site';
import { stripBidiControls } from '~/lib/unicode';
import { enqueueMail, type MAIL_ALERT_PURPOSE, notifyMailQueued } from '~/modules/mail/outbox.server';
import { appCatalogs, type CompiledCatalogs, createI18n } from '~/modules/i18n/catalog.server';
import { formatDate, phoneAsWritten } from '~/modules/i18n/format';
import type { Locale } from '~/modules/i18n/locales';
import { publicPhone } from '~/modules/partners/partner-formats';
import { type PartnerContact, partnerContactById } from '~/modules/partners/partners.service.server';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_TTL_MS } from './inquiry-idempotency.schema';
import { inquiryIdempotencyKeys } from './inquiry-idempotency.table.server';
import { type InquiryCreated, inquiryCreatedSchema, type InquiryInput } from './inquiry.schema';
import { inquiries } from './inquiry.table.server';

export interface SubmitInquiryOptions {
  input: InquiryInput;
  /** The coordinator address (INQUIRY_EMAIL): the message goes there, to be forwarded to the partner. */
  inquiryEmail: string;
  /** INQUIRY_COPY_PARTNER: also send it to the partner's own email, when the partner has one. */
  copyPartner?: boolean;
  /** The request's Idempotency-Key, validated: a retry with it gets the first answer, not a second inquiry. */
  idempotencyKey?: string;
  /** What the family's confirmation email says: when to expect an answer (INQUIRY_ANSWER_EXPECTED), the site. */
  confirmation: InquiryConfirmationSettings;
  /** The compiled catalogues the family's email is written from (the process's when omitted). */
  catalogs?: CompiledCatalogs;
  /**
   * Called once the inquiry is known to be new (not a retry replayed by its key): the per-sender limit,
   * which throws RATE_LIMITED to refuse it.
   */
  admitNew?: (input: InquiryInput, within: Transaction) => Promise<void>;
  /** Whether the family's confirmation is mailed (admitConfirmation's daily ceiling); mailed when absent. */
  admitConfirmation?: (input: InquiryInput, within: Transaction) => Promise<boolean>;
  now?: () => Date;
}

export interface InquiryConfirmationSettings {
  answerExpected: string;
  /** INQUIRY_ANSWER_EXPECTED_FR: the same words for an inquiry sent from a French page. */
  answerExpectedFr?: string;
  publicUrl: string;
}

/** The answer to send: the first one given for the key when `replayed`. */
export interface InquiryAnswer {
  status: number;
  body: InquiryCreated;
  replayed: boolean;
}

const CREATED = 201;

/** The options of submitInquiry that come from the app's configuration, the same for the API and the page. */
export function submitInquirySettings(
  env: Pick<
    Env,
    'INQUIRY_EMAIL' | 'INQUIRY_COPY_PARTNER' | 'INQUIRY_ANSWER_EXPECTED' | 'INQUIRY_ANSWER_EXPECTED_FR' | 'PUBLIC_URL'
  >,
  catalogs?: CompiledCatalogs,
): Pick<SubmitInquiryOptions, 'inquiryEmail' | 'copyPartner' | 'confirmation' | 'catalogs'> {
  return {
    inquiryEmail: env.INQUIRY_EMAIL,
    copyPartner: env.INQUIRY_COPY_PARTNER,
    confirmation: {
      answerExpected: env.INQUIRY_ANSWER_EXPECTED,
      answerExpectedFr: env.INQUIRY_ANSWER_EXPECTED_FR,
      publicUrl: env.PUBLIC_URL,
    },
    ...(catalogs ? { catalogs } : {}),
  };
}

/** The outbox `purpose` of each email an inquiry can have, so the inbox tells them apart. */
export const INQUIRY_MAIL_PURPOSES = {
  coordinator: 'inquiry',
  partnerCopy: 'inquiry-copy',
  forward: 'inquiry-forward',
  confirmation: 'inquiry-confirmation',
} as const;

/**
 * Each email about inquiries in the office's words, per purpose (the dashboard's email delivery card), the
 * undelivered-email alert (inquiry-delivery-alert.server.ts) with them.
 */
export const INQUIRY_MAIL_PURPOSE_WORDS: Record<
  (typeof INQUIRY_MAIL_PURPOSES)[keyof typeof INQUIRY_MAIL_PURPOSES] | typeof MAIL_ALERT_PURPOSE,
  string
> = {
  inquiry: 'Inquiries to the office',
  'inquiry-copy': 'Inquiry copies to partners',
  'inquiry-forward': 'Inquiries forwarded to partners',
  'inquiry-confirmation': 'Confirmations to families',
  'delivery-alert': 'Alerts to the office about undelivered emails',
};

type InquiryPartner = Omit<PartnerContact, 'isActive'>;

/**
 * Spec §7 POST /api/inquiries (design §3 Inquiries). The inquiry and its email(s) are written in ONE
 * transaction (the outbox): either the family's inquiry is stored and will be mailed, or nothing is, and
 * the answer never depends on the mail server being up. The worker of this process is woken after the
 * commit, so with SMTP up the mail leaves within moments. With an Idempotency-Key, the key and its answer
 * are written in that same transaction: a retry of the request gets the first answer, and one inquiry.
 */
export async function submitInquiry(
  db: Database,
  {
    input,
    inquiryEmail,
    copyPartner = false,
    idempotencyKey,
    confirmation,
    catalogs = appCatalogs({ warn: () => undefined }),
    admitNew,
    admitConfirmation,
    now = () => new Date(),
  }: SubmitInquiryOptions,
): Promise<InquiryAnswer> {
  const answer = await db
    .transaction(async (tx) => {
      if (idempotencyKey !== undefined) {
        const earlier = await claimIdempotencyKey(tx, { key: idempotencyKey, input, now: now() });
        if (earlier) return earlier;
      }
      await admitNew?.(input, tx);
      const i18n = createI18n(catalogs, input.locale);
      const stored = await storeInquiry(tx, {
        input,
        inquiryEmail,
        copyPartner,
        confirmation,
        confirm: () => admitConfirmation?.(input, tx) ?? Promise.resolve(true),
        i18n,
        catalogs,
        sentAt: now(),
      });
      const created: InquiryAnswer = {
        status: CREATED,
        body: { id: stored.id, status: 'pending', confirmationEmailed: stored.confirmationEmailed },
        replayed: false,
      };
      if (idempotencyKey !== undefined) {
        await tx
          .update(inquiryIdempotencyKeys)
          .set({ responseStatus: created.status, responseBody: created.body })
          .where(eq(inquiryIdempotencyKeys.key, idempotencyKey));
      }
      return created;
    })
    .catch((error: unknown) => {
      throw withoutQueryParameters(error);
    });
  if (answer.replayed) return answer;
  notifyMailQueued();
  if (idempotencyKey !== undefined) await purgeExpiredIdempotencyKeys(db, now());
  return answer;
}

/**
 * Takes the key for this transaction, or returns the answer already given for it. On PostgreSQL the insert
 * waits while another transaction holds the same key, then does nothing once that one commits: concurrent
 * retries make one inquiry and all get its answer. A key past its day is removed first and starts afresh.
 */
async function claimIdempotencyKey(
  tx: Transaction,
  { key, input, now }: { key: string; input: InquiryInput; now: Date },
): Promise<InquiryAnswer | undefined> {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  await tx
    .delete(inquiryIdempotencyKeys)
    .where(and(eq(inquiryIdempotencyKeys.key, key), lt(inquiryIdempotencyKeys.createdAt, expiredBefore)));
  const requestHash = fingerprint(input);
  const claimed = await tx
    .insert(inquiryIdempotencyKeys)
    .values({ key, requestHash, createdAt: now })
    .onConflictDoNothing({ target: inquiryIdempotencyKeys.key })
    .returning({ key: inquiryIdempotencyKeys.key });
  if (claimed.length > 0) return undefined;

  const [earlier] = await tx.select().from(inquiryIdempotencyKeys).where(eq(inquiryIdempotencyKeys.key, key)).limit(1);
  if (!earlier || earlier.responseStatus === null) {
    // A committed key always carries its answer; anything else is a bug, not a client's mistake.
    throw new Error('submitInquiry: idempotency key without an answer');
  }
  if (earlier.requestHash !== requestHash) {
    throw new AppError(
      'UNPROCESSABLE',
      `${IDEMPOTENCY_KEY_HEADER} was already used for a different inquiry. Send a new key with a new inquiry.`,
    );
  }
  return { status: earlier.responseStatus, body: inquiryCreatedSchema.parse(earlier.responseBody), replayed: true };
}

/**
 * The Idempotency-Key of an inquiry posted by the no-JavaScript form, which cannot name its own request: the
 * inquiry itself. Sending the very same inquiry again within the key's day (a double tap, a resubmitted
 * page after a lost answer) is the retry decision 010 guards against, so it gets the first answer.
 */
export function formIdempotencyKey(input: InquiryInput): string {
  return `form-${fingerprint(input)}`;
}

/** What makes two requests "the same": every field of the validated inquiry, in a fixed order. */
function fingerprint(input: InquiryInput): string {
  const fields = [input.partnerId, input.name, input.email, input.phone, input.message];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/**
 * Keys older than a day serve no one: removed after each keyed inquiry, outside its transaction (a range of
 * the created_at index, usually empty). Housekeeping only: a failure leaves them for the next inquiry.
 */
async function purgeExpiredIdempotencyKeys(db: Database, now: Date): Promise<void> {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  await db
    .delete(inquiryIdempotencyKeys)
    .where(lt(inquiryIdempotencyKeys.createdAt, expiredBefore))
    .catch(() => undefined);
}

async function storeInquiry(
  tx: Transaction,
  {
    input,
    inquiryEmail,
    copyPartner,
    confirmation,
    confirm,
    i18n,
    catalogs,
    sentAt,
  }: {
    input: InquiryInput;
    inquiryEmail: string;
    copyPartner: boolean;
    confirmation: InquiryConfirmationSettings;
    /** Asked once the inquiry is stored: whether the family's confirmation is mailed. */
    confirm: () => Promise<boolean>;
    /** In the inquiry's language, for the family's confirmation. */
    i18n: I18n;
    /** The partner's copy is written in the partner's language. */
    catalogs: CompiledCatalogs;
    sentAt: Date;
  },
): Promise<{ id: string; confirmationEmailed: boolean }> {
  // Locked until the inquiry commits: the listing's address cannot change in between, and a change being
  // written is waited for, so the partner's copy and the portal's view of it agree on who holds the listing.
  const partner = await partnerContactById(tx, input.partnerId, { lock: 'share' });
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
      locale: input.locale,
      // When it was recorded, after the lock above (a transaction's now() is when it began): compared with
      // the listing's email_changed_at, stamped the same way.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: inquiries.id });
  if (!inquiry) throw new Error('submitInquiry: nothing inserted');

  const mail = composeInquiryMail(input, partner);
  await enqueueMail(tx, {
    ...mail,
    to: inquiryEmail,
    replyTo: input.email,
    subjectId: inquiry.id,
    purpose: INQUIRY_MAIL_PURPOSES.coordinator,
  });
  const partnerEmail = partner.email?.trim();
  if (copyPartner && partnerEmail && partnerEmail.toLowerCase() !== inquiryEmail.toLowerCase()) {
    await enqueueMail(tx, {
      ...composePartnerInquiryMail(
        { ...input, createdAt: sentAt },
        partner,
        createI18n(catalogs, partner.preferredLanguage),
      ),
      to: partnerEmail,
      replyTo: input.email,
      subjectId: inquiry.id,
      purpose: INQUIRY_MAIL_PURPOSES.partnerCopy,
    });
  }
  // The family's own copy, in the same transaction: an inquiry answered "sent" has it, unless its address
  // already had the day's confirmations (CONFIRMATIONS_PER_MAILBOX_PER_DAY); the answer then says so.
  const confirmationEmailed = await confirm();
  if (confirmationEmailed) {
    await enqueueMail(tx, {
      ...composeInquiryConfirmation(input, partner, { ...confirmation, sentAt, i18n }),
      to: input.email,
      replyTo: inquiryEmail,
      subjectId: inquiry.id,
      purpose: INQUIRY_MAIL_PURPOSES.confirmation,
    });
  }
  return { id: inquiry.id, confirmationEmailed };
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
 * the schema, and nodemailer encodes header values. The office works in English (decision 033): an inquiry
 * sent from a French page says so in a line of its own, so the answer can be written in French.
 */
export function composeInquiryMail(
  input: Omit<InquiryInput, 'locale'> & { locale?: Locale },
  partner: InquiryPartner,
): { subject: string; text: string } {
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
    ...(input.locale === 'fr' ? ['Language: French (sent from the French site; please answer in French)'] : []),
    '',
    'MESSAGE',
    input.message,
    '',
  ].join('\n');
  return { subject, text };
}

/** What the partner's email shows of an inquiry: the stored row, or the input being stored. */
export interface PartnerInquiryFacts {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  locale: Locale;
  createdAt: Date;
}

/**
 * The inquiry as the partner receives it (the INQUIRY_COPY_PARTNER copy and the inbox's forward), plain text,
 * in the partner's language (`i18n`, from its `preferredLanguage`): the family's details and message;
 * replying answers the family. A family that wrote in the other language is named by a line of its own.
 */
export function composePartnerInquiryMail(
  inquiry: PartnerInquiryFacts,
  partner: Pick<InquiryPartner, 'name' | 'address' | 'city' | 'state' | 'timeZone'>,
  i18n: I18n,
): { subject: string; text: string; language: Locale } {
  const locale: Locale = i18n.locale === 'fr' ? 'fr' : 'en';
  const visitorName = stripBidiControls(inquiry.name);
  const productName = site.productName;
  const date = formatDate(locale, inquiry.createdAt, { timeZone: partner.timeZone });
  const visitor = nameArgs(locale, visitorName, 'person');
  const subject = i18n._('inquiry.partnerEmail.subject', {
    visitorName: visitor.name,
    visitorNameForm: visitor.nameForm,
    productName,
  });
  const text = [
    i18n._('inquiry.partnerEmail.greeting', { partnerName: stripBidiControls(partner.name) }),
    '',
    i18n._('inquiry.partnerEmail.intro', { productName }),
    // One address may keep several listings (a chain, two homes of one name): which one the family chose.
    i18n._('inquiry.partnerEmail.listing', {
      partnerName: stripBidiControls(partner.name),
      address: stripBidiControls(partner.address),
      city: stripBidiControls(partner.city),
      state: regionNameIn(locale, partner.state),
    }),
    '',
    i18n._('inquiry.partnerEmail.from'),
    i18n._('inquiry.partnerEmail.name', { name: visitorName }),
    i18n._('inquiry.partnerEmail.email', { email: inquiry.email }),
    i18n._('inquiry.partnerEmail.phone', {
      hasPhone: inquiry.phone ? 'yes' : 'no',
      phone: inquiry.phone ? phoneAsWritten(locale, inquiry.phone) : '',
    }),
    i18n._('inquiry.partnerEmail.sent', { date }),
    ...(inquiry.locale === locale ? [] : [i18n._('inquiry.partnerEmail.language', { language: inquiry.locale })]),
    '',
    i18n._('inquiry.partnerEmail.message'),
    inquiry.message,
    '',
  ].join('\n');
  return { subject, text, language: locale };
}

/** "November 26, 2026": the day an inquiry was sent, in the partner's time zone (where the family usually is). */
export function formatInquiryDate(date: Date, timeZone: string): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
}

/** "2026-11-26": that day as the inquiry page's `?sent=` names it. */
export function inquiryDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date);
}

/**
 * The family's confirmation (plain text, like every email here: nothing they typed can become markup), in the
 * language of the page the inquiry was sent from (`i18n`, from the catalogues). The partner comes first, so a
 * family that wrote to six partners tells the emails apart in a list; then when to expect an answer, the
 * partner's phone (never the import placeholder), and what they asked.
 */
export function composeInquiryConfirmation(
  input: InquiryInput,
  partner: InquiryPartner,
  {
    answerExpected,
    answerExpectedFr,
    publicUrl,
    sentAt,
    i18n,
  }: InquiryConfirmationSettings & { sentAt: Date; i18n: I18n },
): { subject: string; text: string; language: Locale } {
  const locale: Locale = i18n.locale === 'fr' ? 'fr' : 'en';
  const partnerName = stripBidiControls(partner.name);
  const visitorName = stripBidiControls(input.name);
  const place = stripBidiControls(`${partner.city}, ${regionNameIn(locale, partner.state)}`);
  const sentTo = nameArgs(locale, partnerName);
  const phone = publicPhone(partner.phone);
  const date = formatDate(locale, sentAt, { timeZone: partner.timeZone });
  const privacyPath = locale === 'fr' ? '/fr/confidentialite' : '/privacy';
  const homePath = locale === 'fr' ? '/fr' : '';
  const subject = i18n._('inquiry.email.subject', { partnerName });
  const text = [
    `${partnerName} (${place})`,
    '',
    i18n._('inquiry.email.greeting', { visitorName }),
    '',
    i18n._('inquiry.email.sent', {
      partnerName: sentTo.name,
      partnerNameForm: sentTo.nameForm,
      date,
      withPhone: input.phone ? 'yes' : 'no',
    }),
    i18n._('inquiry.email.expect', {
      answerExpected: locale === 'fr' ? (answerExpectedFr ?? answerExpected) : answerExpected,
    }),
    '',
    phone
      ? i18n._('inquiry.email.callNow', {
          partnerName: sentTo.name,
          partnerNameForm: sentTo.nameForm,
          phone: phoneAsWritten(locale, phone),
        })
      : i18n._('inquiry.email.noPhone', { partnerName: sentTo.name, partnerNameForm: sentTo.nameForm }),
    '',
    '--',
    // The site in the family's language: its French home for an inquiry sent in French.
    i18n._('inquiry.email.footer', { productName: site.productName, publicUrl: `${publicUrl}${homePath}` }),
    i18n._('inquiry.email.privacy', { url: `${publicUrl}${privacyPath}` }),
    '',
  ].join('\n');
  return { subject, text, language: locale };
}
