import express from 'express';
import type { AppContext } from '~/lib/context.server';
import type { AdminStats } from '~/modules/admin-auth/admin.schema';
import { countNewCorrections } from '~/modules/corrections/corrections.service.server';
import { countFaqItems } from '~/modules/faq/faq-admin.service.server';
import { countInquiries } from '~/modules/inquiries/inquiries-admin.service.server';
import { countPendingChangeRequests } from '~/modules/partner-portal/portal-change-requests.service.server';
import { STALE_LISTING_DAYS } from '~/modules/partner-portal/portal-constants';
import { countListingsUncheckedSince } from '~/modules/partners/partner-own-listing.service.server';
import { countAllPartners } from '~/modules/partners/partners-admin.service.server';
import { getEmailDelivery } from './email-delivery.server';

/**
 * Spec §7 GET /api/admin/stats: the dashboard's counters. The dashboard sits above the domains and asks each
 * for its own count, so no domain reads another's tables; GET /api/admin/stats/email-delivery: whether email
 * goes out. Mounted behind the admin guard.
 */
export function createAdminDashboardApi({ db, env }: AppContext) {
  const router = express.Router();
  router.get('/', async (_req, res) => {
    const [partners, inquiries, faqItems, newCorrections, staleListings, portalChangeRequests] = await Promise.all([
      countAllPartners(db),
      countInquiries(db),
      countFaqItems(db),
      countNewCorrections(db),
      countListingsUncheckedSince(db, new Date(Date.now() - STALE_LISTING_DAYS * 24 * 60 * 60_000)),
      countPendingChangeRequests(db),
    ]);
    res.json({
      partners,
      inquiries,
      faqItems,
      newCorrections,
      staleListings,
      portalChangeRequests,
    } satisfies AdminStats);
  });
  // Every role: counts only (no address or text), and an editor is often the first to hear that an email
  // never arrived.
  router.get('/email-delivery', async (_req, res) => {
    res.json(await getEmailDelivery({ db, smtpConfigured: Boolean(env.SMTP_URL) }));
  });
  return router;
}
