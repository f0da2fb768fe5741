import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { parseInput } from '~/lib/validation';
import { z } from '~/lib/zod';
import { adminActor } from '~/modules/admin-auth/require-admin.server';
import { appCatalogs } from '~/modules/i18n/catalog.server';
import {
  approveChangeRequest,
  declineChangeRequest,
  listWaitingChangeRequests,
} from './portal-change-requests.service.server';
import type { ChangeDecisionAnswer, WaitingChangeRequests } from './portal-constants';
import { getPortalAccess, invitePartnerToPortal, revokePortalAccess } from './portal-access.service.server';

const paramsSchema = z.object({ partnerId: z.string().uuid('Not a partner id') });
const requestParamsSchema = paramsSchema.extend({ requestId: z.string().uuid('Not a change request id') });

/**
 * /api/admin/partner-portal/{partnerId} (behind the admin guard): the access panel of a partner's page, with
 * the name and address changes waiting for approval; /change-requests: every listing's, for the dashboard.
 */
export function createPortalAccessApi({ db, env, log }: AppContext) {
  const router = express.Router();
  const decisionMail = { officeEmail: env.INQUIRY_EMAIL, publicUrl: env.PUBLIC_URL, catalogs: appCatalogs(log) };

  // Before '/:partnerId': the dashboard's list of name and address changes waiting for the office.
  router.get('/change-requests', async (_req, res) => {
    res.json((await listWaitingChangeRequests(db)) satisfies WaitingChangeRequests);
  });

  router.get('/:partnerId', async (req, res) => {
    res.json(await getPortalAccess(db, parseInput(paramsSchema, req.params)));
  });

  router.post('/:partnerId/invite', async (req, res) => {
    const { partnerId } = parseInput(paramsSchema, req.params);
    res.json(await invitePartnerToPortal(db, { partnerId, publicUrl: env.PUBLIC_URL }, { actor: adminActor(res) }));
  });

  router.post('/:partnerId/revoke', async (req, res) => {
    const { partnerId } = parseInput(paramsSchema, req.params);
    res.json(await revokePortalAccess(db, { partnerId }, { actor: adminActor(res) }));
  });

  router.post('/:partnerId/change-requests/:requestId/approve', async (req, res) => {
    const { partnerId, requestId } = parseInput(requestParamsSchema, req.params);
    const { decisionEmailed } = await approveChangeRequest(
      db,
      { partnerId, requestId },
      { actor: adminActor(res), mail: decisionMail },
    );
    res.json({ ...(await getPortalAccess(db, { partnerId })), decisionEmailed } satisfies ChangeDecisionAnswer);
  });

  router.post('/:partnerId/change-requests/:requestId/decline', async (req, res) => {
    const { partnerId, requestId } = parseInput(requestParamsSchema, req.params);
    const { decisionEmailed } = await declineChangeRequest(
      db,
      { partnerId, requestId },
      { actor: adminActor(res), mail: decisionMail },
    );
    res.json({ ...(await getPortalAccess(db, { partnerId })), decisionEmailed } satisfies ChangeDecisionAnswer);
  });

  return router;
}
