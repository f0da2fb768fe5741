import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import { enqueueMail, listMailAbout, type MailDelivery, notifyMailQueued } from '~/modules/mail/outbox.server';
import { appCatalogs, type CompiledCatalogs, createI18n } from '~/modules/i18n/catalog.server';
import { formatOfficeDateTime } from '~/modules/i18n/format';
import { foldedContains, partners } from '~/modules/partners/partner.table';
import { emailHeldSince } from '~/modules/partners/partner-own-listing.service.server';
import { partnerContactById } from '~/modules/partners/partners.service.server';
import {
  type AdminInquiry,
  type AdminInquiryPage,
  type AdminInquiryPageQuery,
  type AdminInquiryQuery,
  INQUIRY_PAGE_SIZE,
  INQUIRY_STATUS_LABELS,
  type InquiryDelivery,
  type InquiryNote,
  type InquiryStatus,
} from './inquiry-admin.schema';
import { composePartnerInquiryMail, INQUIRY_MAIL_PURPOSES } from './inquiries.service.server';
import { type AdminActor, recordAdminChange } from '~/modules/audit/audit.server';
import { type InquiryRow, inquiries, inquiryNotes } from './inquiry.table.server';

/** GET /api/admin/inquiries answers the newest matches of the filter, up to this many (the export has them all). */
export const ADMIN_INQUIRY_LIMIT = 2000;

/** The CSV export reads the filtered list this many inquiries at a time. */
export const INQUIRY_EXPORT_BATCH_SIZE = 500;

/** Who is acting: `res.locals.admin` of the admin API, as the change record names them. */
export type ActingAdmin = AdminActor;

/** One inbox write in the change record, in the write's transaction. */
async function recordInquiryChange(
  tx: Transaction,
  inquiry: InquiryRow,
  {
    admin,
    action,
    summary,
    before,
    after,
  }: {
    admin: ActingAdmin;
    action: string;
    summary: string;
    before?: Record<string, unknown>;
    after: Record<string, unknown>;
  },
) {
  await recordAdminChange(tx, {
    actor: admin,
    action,
    entityType: 'inquiry',
    summary: `${summary} (inquiry from ${inquiry.name})`,
    changes: [{ entityId: inquiry.id, label: `Inquiry from ${inquiry.name}`, kind: 'update', before, after }],
  });
}

const partnerColumns = {
  id: partners.id,
  name: partners.name,
  slug: partners.slug,
  phone: partners.phone,
  email: partners.email,
  emailSince: partners.emailChangedAt,
  isActive: partners.isActive,
};

type InquiryWithPartner = {
  inquiry: InquiryRow;
  partner: (Omit<NonNullable<AdminInquiry['partner']>, 'emailSince'> & { emailSince: Date | null }) | null;
};
type InquiryMail = { coordinator?: MailDelivery; forward?: MailDelivery; partnerCopy?: MailDelivery };

function toDelivery(mail: MailDelivery | undefined): InquiryDelivery {
  return {
    // Inquiry emails are queued without a send-before time, so the outbox never cancels one.
    state: mail?.status === 'cancelled' ? null : (mail?.status ?? null),
    attempts: mail?.attempts ?? 0,
    lastError: mail?.lastError ?? null,
    sentAt: mail?.sentAt?.toISOString() ?? null,
  };
}

function toAdminInquiry(
  { inquiry: row, partner }: InquiryWithPartner,
  mail: InquiryMail,
  notes: InquiryNote[],
): AdminInquiry {
  return {
    id: row.id,
    partnerId: row.partnerId,
    partnerName: row.partnerName,
    partner: partner && { ...partner, emailSince: partner.emailSince?.toISOString() ?? null },
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    delivery: toDelivery(mail.coordinator),
    forwardDelivery: mail.forward ? toDelivery(mail.forward) : null,
    partnerCopyTo: mail.partnerCopy?.toAddress ?? null,
    notes,
  };
}

/**
 * The emails that matter for each inquiry: the message to the coordinator (INQUIRY_EMAIL), who forwards the
 * inquiry, and the latest forward to the partner sent from the inbox. The INQUIRY_COPY_PARTNER copy is shown
 * as the first only when no coordinator message exists; rows from before purposes were recorded are told
 * apart by their address.
 */
async function deliveryByInquiry(
  db: Database | Transaction,
  { ids, coordinatorEmail }: { ids: string[]; coordinatorEmail: string },
): Promise<Map<string, InquiryMail>> {
  const byInquiry = new Map<string, InquiryMail>();
  if (ids.length === 0) return byInquiry;
  const rows = await listMailAbout(db, ids);
  const coordinator = coordinatorEmail.toLowerCase();
  const isCoordinatorMail = (row: MailDelivery) =>
    row.purpose === INQUIRY_MAIL_PURPOSES.coordinator ||
    (row.purpose === null && row.toAddress.toLowerCase() === coordinator);
  for (const row of rows) {
    // The family's own confirmation is not the office's concern here.
    if (!row.subjectId || row.purpose === INQUIRY_MAIL_PURPOSES.confirmation) continue;
    const entry = byInquiry.get(row.subjectId) ?? {};
    byInquiry.set(row.subjectId, entry);
    if (row.purpose === INQUIRY_MAIL_PURPOSES.forward) {
      entry.forward ??= row;
      continue;
    }
    if (row.purpose === INQUIRY_MAIL_PURPOSES.partnerCopy) entry.partnerCopy ??= row;
    if (!entry.coordinator || (isCoordinatorMail(row) && !isCoordinatorMail(entry.coordinator))) {
      entry.coordinator = row;
    }
  }
  return byInquiry;
}

async function notesByInquiry(db: Database | Transaction, ids: string[]): Promise<Map<string, InquiryNote[]>> {
  const byInquiry = new Map<string, InquiryNote[]>();
  if (ids.length === 0) return byInquiry;
  const rows = await db
    .select()
    .from(inquiryNotes)
    .where(inArray(inquiryNotes.inquiryId, ids))
    .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id));
  for (const row of rows) {
    const list = byInquiry.get(row.inquiryId) ?? [];
    list.push({ id: row.id, authorName: row.authorName, body: row.body, createdAt: row.createdAt.toISOString() });
    byInquiry.set(row.inquiryId, list);
  }
  return byInquiry;
}

async function withDetails(
  db: Database | Transaction,
  rows: InquiryWithPartner[],
  coordinatorEmail: string,
): Promise<AdminInquiry[]> {
  const ids = rows.map((row) => row.inquiry.id);
  const [mail, notes] = await Promise.all([deliveryByInquiry(db, { ids, coordinatorEmail }), notesByInquiry(db, ids)]);
  return rows.map((row) => toAdminInquiry(row, mail.get(row.inquiry.id) ?? {}, notes.get(row.inquiry.id) ?? []));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filter of the inbox: search (name, email, phone, message, partner name), status, partner. */
function inboxFilter({ q, status, partnerId }: AdminInquiryQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (q) {
    // Accents and case ignored; `%`, `_` and `\` typed in the box are matched as themselves.
    const contains = (column: AnyPgColumn) => foldedContains(column, q);
    conditions.push(
      or(
        contains(inquiries.name),
        contains(inquiries.email),
        contains(inquiries.phone),
        contains(inquiries.message),
        contains(inquiries.partnerName),
        // The partner's name today, when it was renamed after the inquiry.
        contains(partners.name),
        // An inquiry's id, as a delivery alert names it.
        UUID.test(q) ? eq(inquiries.id, q) : undefined,
      ),
    );
  }
  if (status) conditions.push(eq(inquiries.status, status));
  if (partnerId) conditions.push(eq(inquiries.partnerId, partnerId));
  return and(...conditions);
}

function selectInquiries(db: Database | Transaction) {
  return db
    .select({ inquiry: inquiries, partner: partnerColumns })
    .from(inquiries)
    .leftJoin(partners, eq(partners.id, inquiries.partnerId));
}

/** Spec §7 GET /api/admin/inquiries: the filtered list, newest first, bounded (the CSV export is not). */
export async function listAdminInquiries(
  db: Database,
  { coordinatorEmail, ...query }: AdminInquiryQuery & { coordinatorEmail: string },
): Promise<AdminInquiry[]> {
  const rows = await selectInquiries(db)
    .where(inboxFilter(query))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(ADMIN_INQUIRY_LIMIT);
  return withDetails(db, rows, coordinatorEmail);
}

/**
 * Every inquiry the filter matches, newest first, a batch at a time for the CSV export: each batch starts
 * after the last one's (createdAt, id), so none is skipped or repeated however long the list, and the
 * export never stops short at a limit.
 */
export async function* inquiriesForExport(
  db: Database,
  { coordinatorEmail, ...query }: AdminInquiryQuery & { coordinatorEmail: string },
  { batchSize = INQUIRY_EXPORT_BATCH_SIZE }: { batchSize?: number } = {},
): AsyncGenerator<AdminInquiry[]> {
  const filter = inboxFilter(query);
  // The key is read back as the database holds it: a JavaScript Date would drop its microseconds.
  const createdKey = sql<string>`${inquiries.createdAt}::text`;
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    const rows: (InquiryWithPartner & { createdKey: string })[] = await db
      .select({ inquiry: inquiries, partner: partnerColumns, createdKey })
      .from(inquiries)
      .leftJoin(partners, eq(partners.id, inquiries.partnerId))
      .where(
        and(
          filter,
          after
            ? sql`(${inquiries.createdAt}, ${inquiries.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield await withDetails(db, rows, coordinatorEmail);
    const last = rows.at(-1)!;
    after = { createdAt: last.createdKey, id: last.inquiry.id };
    if (rows.length < batchSize) return;
  }
}

/** The inbox screen: one page of 50 of the filtered list, newest first, with the filter's true total. */
export async function pageAdminInquiries(
  db: Database,
  { coordinatorEmail, page, ...query }: AdminInquiryPageQuery & { coordinatorEmail: string },
): Promise<AdminInquiryPage> {
  const where = inboxFilter(query);
  const [rows, [counted]] = await Promise.all([
    selectInquiries(db)
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(INQUIRY_PAGE_SIZE)
      .offset((page - 1) * INQUIRY_PAGE_SIZE),
    db.select({ value: count() }).from(inquiries).leftJoin(partners, eq(partners.id, inquiries.partnerId)).where(where),
  ]);
  const total = counted?.value ?? 0;
  return {
    items: await withDetails(db, rows, coordinatorEmail),
    total,
    page,
    pageSize: INQUIRY_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / INQUIRY_PAGE_SIZE)),
  };
}

async function findInquiry(tx: Transaction, id: string): Promise<InquiryWithPartner> {
  const [row] = await selectInquiries(tx).where(eq(inquiries.id, id)).limit(1).for('update', { of: inquiries });
  if (!row) throw new AppError('NOT_FOUND', 'Inquiry not found');
  return row;
}

async function addNote(
  tx: Transaction,
  { inquiryId, admin, body }: { inquiryId: string; admin: ActingAdmin; body: string },
) {
  await tx.insert(inquiryNotes).values({ inquiryId, authorId: admin.id, authorName: admin.username, body });
}

async function reload(tx: Transaction, id: string, coordinatorEmail: string): Promise<AdminInquiry> {
  const [row] = await selectInquiries(tx).where(eq(inquiries.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Inquiry not found');
  const [inquiry] = await withDetails(tx, [row], coordinatorEmail);
  return inquiry!;
}

/**
 * Moves an inquiry to another status (New, Forwarded, Answered, Closed); a note records who did it. Setting
 * the status it already has changes nothing. NOT_FOUND for an unknown id.
 */
export async function setInquiryStatus(
  db: Database,
  {
    id,
    status,
    admin,
    coordinatorEmail,
  }: { id: string; status: InquiryStatus; admin: ActingAdmin; coordinatorEmail: string },
): Promise<AdminInquiry> {
  return db.transaction(async (tx) => {
    const { inquiry } = await findInquiry(tx, id);
    if (inquiry.status !== status) {
      await tx.update(inquiries).set({ status, updatedAt: new Date() }).where(eq(inquiries.id, id));
      await addNote(tx, {
        inquiryId: id,
        admin,
        body: `Status changed from ${INQUIRY_STATUS_LABELS[inquiry.status]} to ${INQUIRY_STATUS_LABELS[status]}.`,
      });
      await recordInquiryChange(tx, inquiry, {
        admin,
        action: 'status',
        summary: `Status set to ${INQUIRY_STATUS_LABELS[status]}`,
        before: { status: inquiry.status },
        after: { status },
      });
    }
    return reload(tx, id, coordinatorEmail);
  });
}

/** An internal note on an inquiry, signed by the admin who wrote it. */
export async function addInquiryNote(
  db: Database,
  { id, body, admin, coordinatorEmail }: { id: string; body: string; admin: ActingAdmin; coordinatorEmail: string },
): Promise<AdminInquiry> {
  return db.transaction(async (tx) => {
    const { inquiry } = await findInquiry(tx, id);
    await addNote(tx, { inquiryId: id, admin, body });
    await recordInquiryChange(tx, inquiry, { admin, action: 'note', summary: 'Note added', after: { note: body } });
    await tx.update(inquiries).set({ updatedAt: new Date() }).where(eq(inquiries.id, id));
    return reload(tx, id, coordinatorEmail);
  });
}

/**
 * Sends the inquiry to its partner's own email through the outbox: the email, the status Forwarded and a
 * note saying so commit together. Refused (409) when the partner is gone or has no email address.
 */
export async function forwardInquiryToPartner(
  db: Database,
  {
    id,
    admin,
    coordinatorEmail,
    confirmedNewEmail = false,
    catalogs = appCatalogs({ warn: () => undefined }),
  }: {
    id: string;
    admin: ActingAdmin;
    coordinatorEmail: string;
    /** The office has checked that an email newer than the inquiry is the same business's (inquiryForwardSchema). */
    confirmedNewEmail?: boolean;
    /** The compiled catalogues the email is written from, in the partner's language (the process's when omitted). */
    catalogs?: CompiledCatalogs;
  },
): Promise<AdminInquiry> {
  const forwarded = await db.transaction(async (tx) => {
    const { inquiry, partner } = await findInquiry(tx, id);
    if (!partner) {
      throw new AppError(
        'CONFLICT',
        `This inquiry cannot be forwarded: its partner (${inquiry.partnerName}) no longer exists in the directory.`,
      );
    }
    const partnerEmail = partner.email?.trim();
    if (!partnerEmail) {
      throw new AppError(
        'CONFLICT',
        `This inquiry cannot be forwarded: ${partner.name} has no email address. Add one on the partner's edit page, or contact them by phone.`,
      );
    }
    // A family wrote to the business that held the listing then. Its email changed since: a corrected address
    // should get it, a new owner's must not (decision 031). Only the office can tell which, so it confirms.
    const heldSince = (await emailHeldSince(tx, [partner.id], partnerEmail)).get(partner.id);
    const predatesEmail = heldSince !== undefined && heldSince !== null && inquiry.createdAt < heldSince;
    if (predatesEmail && !confirmedNewEmail) {
      const copy = (await deliveryByInquiry(tx, { ids: [inquiry.id], coordinatorEmail })).get(inquiry.id)?.partnerCopy;
      const reached = copy ? `; its copy went to the former address, ${copy.toAddress}` : '';
      throw new AppError(
        'CONFLICT',
        `This inquiry arrived before the listing's email changed to ${partnerEmail} (${formatOfficeDateTime(heldSince)})${reached}. Forward it only if ${partnerEmail} belongs to ${partner.name}, not to a new owner, and confirm that you checked.`,
      );
    }
    const contact = await partnerContactById(tx, partner.id);
    if (!contact) throw new Error('forwardInquiryToPartner: the partner read a moment ago is gone');
    await enqueueMail(tx, {
      ...composePartnerInquiryMail(inquiry, contact, createI18n(catalogs, contact.preferredLanguage)),
      to: partnerEmail,
      replyTo: inquiry.email,
      subjectId: inquiry.id,
      purpose: INQUIRY_MAIL_PURPOSES.forward,
    });
    await tx.update(inquiries).set({ status: 'forwarded', updatedAt: new Date() }).where(eq(inquiries.id, id));
    const checked = predatesEmail ? " The address is newer than the inquiry: checked as the same business's." : '';
    await addNote(tx, {
      inquiryId: id,
      admin,
      body: `Forwarded by email to ${partner.name} (${partnerEmail}).${checked}`,
    });
    await recordInquiryChange(tx, inquiry, {
      admin,
      action: 'forward',
      summary: `Forwarded to ${partner.name}`,
      before: { status: inquiry.status },
      after: { status: 'forwarded', forwardedTo: partnerEmail, ...(predatesEmail ? { confirmedNewEmail: true } : {}) },
    });
    return reload(tx, id, coordinatorEmail);
  });
  notifyMailQueued();
  return forwarded;
}

/** Every inquiry received (the admin dashboard's counter). */
export async function countInquiries(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(inquiries);
  return row?.value ?? 0;
}
