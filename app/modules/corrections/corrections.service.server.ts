import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { AppError, rateLimitedError } from '~/lib/errors';
import { createRateLimiter, type RateLimiter } from '~/lib/rate-limit.server';
import { type AdminActor, recordAdminChange } from '~/modules/audit/audit.server';
import type { Partner } from '~/modules/partners/partner.schema';
import {
  type AdminCorrection,
  CORRECTIONS_PAGE_SIZE,
  type CorrectionInput,
  type CorrectionListPage,
  type CorrectionListQuery,
} from './correction.schema';
import { type CorrectionRow, corrections } from './correction.table.server';

export const CORRECTION_ENTITY = 'correction';
export const CORRECTION_NOT_FOUND_MESSAGE = 'Correction not found';

/** Reports per client IP per hour, and per partner per hour (a campaign against one listing). */
export const CORRECTION_LIMITS_PER_HOUR = { ip: 5, partner: 20 } as const;
const HOUR_MS = 60 * 60_000;

interface CorrectionLimiters {
  ip: RateLimiter;
  partner: RateLimiter;
}

// One pair of counters per database handle, i.e. per running app: React Router actions have no router
// factory to own them, and a test app over its own database gets its own.
const limitersByDatabase = new WeakMap<DatabaseHandle, CorrectionLimiters>();

function limitersFor(database: DatabaseHandle): CorrectionLimiters {
  let limiters = limitersByDatabase.get(database);
  if (!limiters) {
    limiters = {
      ip: createRateLimiter({
        max: CORRECTION_LIMITS_PER_HOUR.ip,
        windowMs: HOUR_MS,
        shared: { database, name: 'corrections-ip' },
      }),
      partner: createRateLimiter({
        max: CORRECTION_LIMITS_PER_HOUR.partner,
        windowMs: HOUR_MS,
        shared: { database, name: 'corrections-partner' },
      }),
    };
    limitersByDatabase.set(database, limiters);
  }
  return limiters;
}

/**
 * A visitor's report on a partner's listing, stored as sent (plain text) with the partner's name at the
 * time. Counted against the sender's IP, then the partner: over either limit is a RATE_LIMITED error saying
 * how long to wait, and nothing is stored.
 */
export async function submitCorrection(
  database: DatabaseHandle,
  { partner, input, clientIp }: { partner: Pick<Partner, 'id' | 'name'>; input: CorrectionInput; clientIp: string },
): Promise<{ id: string }> {
  const limiters = limitersFor(database);
  const byIp = await limiters.ip.hit(clientIp);
  if (!byIp.allowed) throw rateLimitedError(byIp.retryAfterSeconds);
  const byPartner = await limiters.partner.hit(partner.id);
  if (!byPartner.allowed) throw rateLimitedError(byPartner.retryAfterSeconds);
  const [row] = await database.db
    .insert(corrections)
    .values({
      partnerId: partner.id,
      partnerName: partner.name,
      message: input.message,
      contactEmail: input.contactEmail,
    })
    .returning({ id: corrections.id });
  if (!row) throw new AppError('INTERNAL', 'The correction was not stored');
  return row;
}

function toAdminCorrection(row: CorrectionRow): AdminCorrection {
  return {
    id: row.id,
    partnerId: row.partnerId,
    partnerName: row.partnerName,
    message: row.message,
    contactEmail: row.contactEmail,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledByName: row.handledByName,
  };
}

/** The admin queue: new reports first (newest first), then the handled ones, newest first. */
export async function listCorrections(db: Database, query: CorrectionListQuery): Promise<CorrectionListPage> {
  const where = query.status ? eq(corrections.status, query.status) : undefined;
  const [rows, [total], newCount] = await Promise.all([
    db
      .select()
      .from(corrections)
      .where(where)
      .orderBy(sql`${corrections.status} = 'new' desc`, desc(corrections.createdAt), desc(corrections.id))
      .limit(CORRECTIONS_PAGE_SIZE)
      .offset((query.page - 1) * CORRECTIONS_PAGE_SIZE),
    db.select({ value: count() }).from(corrections).where(where),
    countNewCorrections(db),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    items: rows.map(toAdminCorrection),
    total: totalCount,
    newCount,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(totalCount / CORRECTIONS_PAGE_SIZE)),
  };
}

/** One report, for the partner's edit page opened from it. */
export async function getCorrection(db: Database, id: string): Promise<AdminCorrection> {
  const [row] = await db.select().from(corrections).where(eq(corrections.id, id));
  if (!row) throw new AppError('NOT_FOUND', CORRECTION_NOT_FOUND_MESSAGE);
  return toAdminCorrection(row);
}

/** The dashboard's figure: reports nobody has handled yet. */
export async function countNewCorrections(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(corrections).where(eq(corrections.status, 'new'));
  return row?.value ?? 0;
}

/**
 * Accept (the listing needs fixing; the admin edits the partner next) or dismiss a new report, recorded in
 * the same transaction. A report handled already is a CONFLICT naming who handled it.
 */
export async function handleCorrection(
  db: Database,
  { id, decision }: { id: string; decision: 'accepted' | 'dismissed' },
  { actor, now = new Date() }: { actor: AdminActor; now?: Date },
): Promise<AdminCorrection> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(corrections).where(eq(corrections.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', CORRECTION_NOT_FOUND_MESSAGE);
    if (current.status !== 'new') {
      throw new AppError(
        'CONFLICT',
        `This report was already ${current.status}${current.handledByName ? ` by ${current.handledByName}` : ''}.`,
      );
    }
    const [row] = await tx
      .update(corrections)
      .set({ status: decision, handledAt: now, handledByName: actor.username })
      .where(and(eq(corrections.id, id), eq(corrections.status, 'new')))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', CORRECTION_NOT_FOUND_MESSAGE);
    await recordAdminChange(tx, {
      actor,
      action: decision === 'accepted' ? 'accept' : 'dismiss',
      entityType: CORRECTION_ENTITY,
      summary: `${decision === 'accepted' ? 'Accepted' : 'Dismissed'} a correction to ${row.partnerName}`,
      at: now,
      changes: [
        {
          entityId: row.id,
          label: row.partnerName,
          kind: 'update',
          before: { status: current.status },
          after: { status: row.status, partnerId: row.partnerId },
        },
      ],
    });
    return toAdminCorrection(row);
  });
}
