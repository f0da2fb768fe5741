import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import { type AdminActor, recordAdminChange } from '~/modules/audit/audit.server';
import { notifyMailQueued } from '~/modules/mail/outbox.server';
import { emailHeldSince, partnerOwnerById } from '~/modules/partners/partner-own-listing.service.server';
import { accessibleListings, endSessionsOf, queueSignInLink } from './portal-auth.service.server';
import { pendingChangeRequests } from './portal-change-requests.service.server';
import type { PortalAccessState } from './portal-constants';
import { portalAccess } from './portal.table.server';

/*
 * The office's side of the portal, on a partner's admin page: who has access (the listing's email), the
 * first invitation, revocation. Each is recorded on the partner's history, in its own transaction.
 */

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

async function ownerOf(db: Database, partnerId: string) {
  const owner = await partnerOwnerById(db, partnerId);
  if (!owner) throw new AppError('NOT_FOUND', 'Partner not found');
  return owner;
}

export async function getPortalAccess(db: Database, { partnerId }: { partnerId: string }): Promise<PortalAccessState> {
  const owner = await ownerOf(db, partnerId);
  const [row] = await db.select().from(portalAccess).where(eq(portalAccess.partnerId, partnerId));
  const emailSince = owner.email ? ((await emailHeldSince(db, [partnerId], owner.email)).get(partnerId) ?? null) : null;
  const sinceEmail = (at: Date | null | undefined) => Boolean(at && (!emailSince || at >= emailSince));
  const status: PortalAccessState['status'] = !owner.email
    ? 'no-email'
    : row?.revokedAt
      ? 'revoked'
      : sinceEmail(row?.lastSignInAt)
        ? 'signed-in'
        : sinceEmail(row?.invitedAt)
          ? 'invited'
          : 'not-invited';
  return {
    partnerId,
    email: owner.email,
    status,
    emailSince: iso(emailSince),
    invitedAt: iso(row?.invitedAt),
    revokedAt: iso(row?.revokedAt),
    lastSignInAt: iso(row?.lastSignInAt),
    remindedAt: iso(row?.remindedAt),
    changeRequests: await pendingChangeRequests(db, [partnerId]),
  };
}

const label = (owner: { name: string; city: string; state: string }) => `${owner.name} (${owner.city}, ${owner.state})`;

/** Sends the listing's address a sign-in link (ending a revocation), recorded. */
export async function invitePartnerToPortal(
  db: Database,
  { partnerId, publicUrl }: { partnerId: string; publicUrl: string },
  { actor, now = new Date() }: { actor: AdminActor; now?: Date },
): Promise<PortalAccessState> {
  const owner = await ownerOf(db, partnerId);
  const email = owner.email;
  if (!email) {
    throw new AppError('VALIDATION', 'email: Add an email to the listing first: the portal link goes there', {
      fieldErrors: { email: 'Add an email to the listing first: the portal link goes there' },
    });
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(portalAccess)
      .values({ partnerId, invitedAt: now, revokedAt: null })
      .onConflictDoUpdate({ target: portalAccess.partnerId, set: { invitedAt: now, revokedAt: null } });
    const listings = await accessibleListings(tx, email);
    // The invited listing's language, whatever the address's other listings say.
    await queueSignInLink(tx, { email, publicUrl, now, listings, locale: owner.preferredLanguage, invitation: true });
    await recordAdminChange(tx, {
      actor,
      action: 'portal-invite',
      entityType: 'partner',
      summary: `Invited ${label(owner)} to the partner portal`,
      at: now,
      changes: [{ entityId: partnerId, label: label(owner), kind: 'update', after: { portalInvitationTo: email } }],
    });
  });
  notifyMailQueued();
  return getPortalAccess(db, { partnerId });
}

/** Ends the listing's portal access and every session of its address at once, recorded. */
export async function revokePortalAccess(
  db: Database,
  { partnerId }: { partnerId: string },
  { actor, now = new Date() }: { actor: AdminActor; now?: Date },
): Promise<PortalAccessState> {
  const owner = await ownerOf(db, partnerId);
  await db.transaction(async (tx) => {
    await tx
      .insert(portalAccess)
      .values({ partnerId, revokedAt: now })
      .onConflictDoUpdate({ target: portalAccess.partnerId, set: { revokedAt: now } });
    if (owner.email) await endSessionsOf(tx, owner.email);
    await recordAdminChange(tx, {
      actor,
      action: 'portal-revoke',
      entityType: 'partner',
      summary: `Revoked the partner portal access of ${label(owner)}`,
      at: now,
      changes: [
        { entityId: partnerId, label: label(owner), kind: 'update', after: { portalAccessRevokedFor: owner.email } },
      ],
    });
  });
  return getPortalAccess(db, { partnerId });
}
