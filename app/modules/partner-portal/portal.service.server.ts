import type { Database, Transaction } from '~/db/client.server';
import { appCatalogs, type CompiledCatalogs, createI18n } from '~/modules/i18n/catalog.server';
import { enqueueMail, notifyMailQueued } from '~/modules/mail/outbox.server';
import { AppError, rateLimitedError } from '~/lib/errors';
import { createRateLimiter } from '~/lib/rate-limit.server';
import {
  countInquiriesByMonth,
  listInquiriesForPartners,
  markInquiryAnsweredByPartner,
  markInquiryUnansweredByPartner,
  type PartnerInquiry,
} from '~/modules/inquiries/inquiries-partner.service.server';
import type { Partner, PartnerNameAddress, PartnerOwnEdit } from '~/modules/partners/partner.schema';
import type { MediaStore } from '~/modules/media/media-store.server';
import { storeUploadedLogo } from '~/modules/media/uploaded-image.server';
import {
  confirmOwnListing,
  emailHeldSince,
  partnerOwnerById,
  setOwnLogo,
  updateOwnListing,
} from '~/modules/partners/partner-own-listing.service.server';
import {
  type EventCounts,
  FIGURE_MONTHS,
  listingEventFigures,
  monthStart,
  recentStart,
} from '~/modules/listing-stats/listing-stats.service.server';
import {
  pendingChangeRequests,
  recentlyDecidedChangeRequests,
  requestNameAddressChange,
} from './portal-change-requests.service.server';
import type { DecidedChangeRequest, PortalChangeRequest, RegionGroup } from './portal-constants';
import { emailChangedMail, PORTAL_MAIL_PURPOSES } from './portal-mail.server';
import { CANADIAN_PROVINCES, type Region, US_STATES } from '~/modules/geo/regions';
import type { Locale } from '~/modules/i18n/locales';
import { FRENCH_REGIONS } from '~/modules/i18n/regions-fr';
import {
  accessibleListings,
  claimLink,
  linkState,
  partnerActor,
  type PortalSession,
} from './portal-auth.service.server';

/*
 * What a signed-in partner does in its portal. Every use case takes the session and acts only on the
 * listings it may manage now; anything else is the same NOT_FOUND as an id that does not exist.
 */

const NOT_YOURS = 'Listing not found';

function ownListing(session: PortalSession, partnerId: string): Partner {
  const listing = session.listings.find((partner) => partner.id === partnerId);
  if (!listing) throw new AppError('NOT_FOUND', NOT_YOURS);
  return listing;
}

export async function getPortalOverview(
  db: Database,
  session: PortalSession,
  now = new Date(),
): Promise<{
  listings: Partner[];
  inquiries: PartnerInquiry[];
  /** Per listing, since when its email is the one signed in (null: always): its inquiries from then on. */
  inquiriesSince: Map<string, Date | null>;
  changeRequests: PortalChangeRequest[];
  /** The office's recent decisions on this address's requests, for listings with none waiting. */
  decisions: DecidedChangeRequest[];
  figures: Map<string, ListingFigures>;
}> {
  const ids = session.listings.map((partner) => partner.id);
  const [inquiriesSince, changeRequests, decided] = await Promise.all([
    emailHeldSince(db, ids, session.email),
    pendingChangeRequests(db, ids, { requestedBy: session.email }),
    recentlyDecidedChangeRequests(db, ids, { requestedBy: session.email, now }),
  ]);
  const decisions = decided.filter(
    (decision) => !changeRequests.some((waiting) => waiting.partnerId === decision.partnerId),
  );
  const [inquiries, figures] = await Promise.all([
    listInquiriesForPartners(db, inquiriesSince),
    listingFigures(db, inquiriesSince, now),
  ]);
  return { listings: session.listings, inquiries, inquiriesSince, changeRequests, decisions, figures };
}

/** One row of a listing's figures: what families did on its page, and the inquiries it received. */
export type FigureCounts = EventCounts & { inquiries: number };
export interface ListingFigures {
  /** The last 30 days, today included. */
  recent: FigureCounts;
  /** The last six calendar months (UTC), newest first, 'YYYY-MM'. */
  months: Array<{ month: string } & FigureCounts>;
}

/**
 * Page views and taps (listing-stats) next to the inquiries (inquiries), per listing the session manages
 * (`inquiriesSince`'s keys): the inquiries counted are those the session may read.
 */
async function listingFigures(
  db: Database,
  inquiriesSince: ReadonlyMap<string, Date | null>,
  now: Date,
): Promise<Map<string, ListingFigures>> {
  const ids = [...inquiriesSince.keys()];
  const recentFrom = recentStart(now);
  const sixMonths = monthStart(now, FIGURE_MONTHS - 1);
  const [events, inquiryCounts] = await Promise.all([
    listingEventFigures(db, { partnerIds: ids, now }),
    countInquiriesByMonth(db, {
      heldSince: inquiriesSince,
      from: recentFrom < sixMonths ? recentFrom : sixMonths,
      recentFrom,
      until: now,
    }),
  ]);
  const figures = new Map<string, ListingFigures>();
  for (const id of ids) {
    const counted = events.get(id);
    if (!counted) continue;
    const ofListing = inquiryCounts.filter((row) => row.partnerId === id);
    const inMonth = (month: string) => ofListing.find((row) => row.month === month)?.total ?? 0;
    figures.set(id, {
      recent: { ...counted.recent, inquiries: ofListing.reduce((sum, row) => sum + row.recent, 0) },
      months: counted.months.map((row) => ({ ...row, inquiries: inMonth(row.month) })),
    });
  }
  return figures;
}

/** Name and address go to the office: stored as a request the partner sees as waiting. */
/** `officeEmail`: where the receipt tells a partner who did not ask to write. */
export async function askForNameAddressChange(
  db: Database,
  {
    session,
    partnerId,
    proposed,
    officeEmail,
    catalogs,
  }: {
    session: PortalSession;
    partnerId: string;
    proposed: PartnerNameAddress;
    officeEmail: string;
    catalogs?: CompiledCatalogs;
  },
): Promise<PortalChangeRequest> {
  const listing = ownListing(session, partnerId);
  return requestNameAddressChange(
    db,
    { partnerId: listing.id, requestedBy: session.email, proposed },
    { actor: partnerActor(session.email, listing.name), officeEmail, catalogs },
  );
}

/**
 * The partner's edit, published at once. When it changes the listing's email (where sign-in links and
 * inquiries go), the former address is told in the same transaction, in the language the listing had
 * before the edit: a session holder cannot move the listing away unnoticed.
 */
export async function saveOwnListing(
  db: Database,
  {
    session,
    partnerId,
    updates,
    officeEmail,
    catalogs = appCatalogs({ warn: () => undefined }),
    now = new Date(),
  }: {
    session: PortalSession;
    partnerId: string;
    updates: PartnerOwnEdit;
    /** Where the former address can ask for help: INQUIRY_EMAIL. */
    officeEmail: string;
    catalogs?: CompiledCatalogs;
    now?: Date;
  },
): Promise<Partner> {
  const listing = ownListing(session, partnerId);
  let noticeQueued = false;
  const saved = await db.transaction(async (tx) => {
    const saved = await updateOwnListing(
      tx,
      { id: listing.id, ownerEmail: session.email, updates },
      { actor: partnerActor(session.email, listing.name), now },
    );
    const before = listing.email?.trim().toLowerCase();
    const after = saved.email?.trim().toLowerCase();
    if (listing.email && before !== after) {
      const mail = emailChangedMail(createI18n(catalogs, listing.preferredLanguage), {
        listing: saved,
        newEmail: saved.email ?? '',
        officeEmail,
        at: now,
      });
      await enqueueMail(tx, {
        to: listing.email,
        ...mail,
        subjectId: listing.id,
        purpose: PORTAL_MAIL_PURPOSES.emailChanged,
      });
      noticeQueued = true;
    }
    return saved;
  });
  if (noticeQueued) notifyMailQueued();
  return saved;
}

/**
 * Images one address may upload in an hour. Decoding one costs up to a quarter of a second of this process's
 * CPU, so they are counted here, in memory, where that CPU is.
 */
export const UPLOADS_PER_HOUR = 20;
const uploadLimiter = createRateLimiter({ max: UPLOADS_PER_HOUR, windowMs: 60 * 60_000 });

/**
 * An uploaded logo or photo: the listing checked first (nothing of another partner's is decoded or stored),
 * then re-encoded (refusals are VALIDATION / PAYLOAD_TOO_LARGE with the reason), stored under its hash,
 * and put on the listing. Bytes stored for a write that then fails are harmless: nothing names them.
 */
export async function uploadOwnLogo(
  db: Database,
  store: MediaStore,
  { session, partnerId, bytes }: { session: PortalSession; partnerId: string; bytes: Buffer },
): Promise<Partner> {
  const listing = ownListing(session, partnerId);
  const upload = await uploadLimiter.hit(session.email);
  if (!upload.allowed) throw rateLimitedError(upload.retryAfterSeconds);
  const logo = await storeUploadedLogo(store, bytes);
  return setOwnLogo(
    db,
    { id: listing.id, ownerEmail: session.email, logo },
    { actor: partnerActor(session.email, listing.name) },
  );
}

export async function removeOwnLogo(
  db: Database,
  { session, partnerId }: { session: PortalSession; partnerId: string },
): Promise<Partner> {
  const listing = ownListing(session, partnerId);
  return setOwnLogo(
    db,
    { id: listing.id, ownerEmail: session.email, logo: null },
    { actor: partnerActor(session.email, listing.name) },
  );
}

/** Why "Yes, still right" is refused while the partner's own name or address change waits (a 409). */
export const CHANGE_WAITING_TO_CONFIRM =
  'Your new name or address is waiting for the office: you can confirm the listing once it has been reviewed';

/**
 * "Yes, still right" for a listing, unless a name or address change this address asked for waits: the
 * partner has said those are not right, and the date families read would vouch for them.
 */
async function confirmUnlessChangeWaits(
  tx: Transaction,
  { partnerId, email, name, now }: { partnerId: string; email: string; name: string; now?: Date },
): Promise<Partner> {
  const waiting = await pendingChangeRequests(tx, [partnerId], { requestedBy: email });
  if (waiting.length > 0) throw new AppError('CONFLICT', CHANGE_WAITING_TO_CONFIRM);
  return confirmOwnListing(tx, { id: partnerId, ownerEmail: email }, { actor: partnerActor(email, name), now });
}

export async function confirmListingInPortal(
  db: Database,
  { session, partnerId }: { session: PortalSession; partnerId: string },
): Promise<Partner> {
  const listing = ownListing(session, partnerId);
  return db.transaction((tx) =>
    confirmUnlessChangeWaits(tx, { partnerId: listing.id, email: session.email, name: listing.name }),
  );
}

export async function markInquiryAnswered(
  db: Database,
  { session, inquiryId, answered = true }: { session: PortalSession; inquiryId: string; answered?: boolean },
): Promise<void> {
  const ids = session.listings.map((partner) => partner.id);
  const [first] = session.listings;
  await (answered ? markInquiryAnsweredByPartner : markInquiryUnansweredByPartner)(db, {
    id: inquiryId,
    partnerIds: ids,
    ownerEmail: session.email,
    actor: partnerActor(session.email, first?.name ?? session.email),
  });
}

export const confirmLinkState = (db: Database, token: string) => linkState(db, { token, purpose: 'confirm' });

/**
 * The reminder email's "Yes, still right": the link is used up and the listing it names is confirmed, if
 * that listing still carries the address the link was sent to and the office has not revoked its access
 * since, and no change of name or address it asked for waits (then the link stays unused). One transaction.
 */
export async function confirmListingByLink(
  db: Database,
  { token, now = new Date() }: { token: string; now?: Date },
): Promise<Partner> {
  return db.transaction(async (tx) => {
    const { email, partnerId } = await claimLink(tx, { token, purpose: 'confirm', now });
    if (!partnerId) throw new AppError('NOT_FOUND', NOT_YOURS);
    const accessible = await accessibleListings(tx, email);
    if (!accessible.some((listing) => listing.id === partnerId)) throw new AppError('NOT_FOUND', NOT_YOURS);
    const owner = await partnerOwnerById(tx, partnerId);
    if (!owner) throw new AppError('NOT_FOUND', NOT_YOURS);
    return confirmUnlessChangeWaits(tx, { partnerId, email, name: owner.name, now });
  });
}

/**
 * The address form's state and province choices, by country: the value is the stored (English) name, the
 * label the page's language, in its alphabetical order.
 */
export function portalRegionGroups(locale: Locale): RegionGroup[] {
  const frenchNames = new Map(FRENCH_REGIONS.map((french) => [french.region.abbreviation, french.name]));
  const options = (regions: readonly Region[]) => {
    const named = regions.map((region) => ({
      value: region.name,
      label: locale === 'fr' ? (frenchNames.get(region.abbreviation) ?? region.name) : region.name,
    }));
    return locale === 'fr' ? named.sort((a, b) => a.label.localeCompare(b.label, 'fr-CA')) : named;
  };
  return [
    { country: 'US', options: options(US_STATES) },
    { country: 'CA', options: options(CANADIAN_PROVINCES) },
  ];
}
