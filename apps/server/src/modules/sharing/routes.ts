import {
  accessLogQuery,
  acceptInvitationRequest,
  createShareLinkRequest,
  endGrantRequest,
  grantParams,
  inviteProxyRequest,
  openShareRequest,
} from '@portal/contract';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { pickLanguage } from '../../http/i18n.js';
import { body, params, query } from '../../http/validate.js';
import { linkOrigin, originSettings } from '../accounts/rules.js';
import { noteAudit } from '../audit/routes.js';
import { withdrawConsentOfEndedShare } from '../studies/service.js';
import { coarseClient } from './rules.js';
import {
  acceptInvitation,
  caredFor,
  createShareLink,
  endGrant,
  inviteProxy,
  listGrants,
  openShareLink,
  readAccessLog,
  readGrant,
} from './service.js';

/**
 * The patient's sharing ledger (SHARE-1) and Share EMR links (SHARE-2). The patient lists, reads and ends
 * their grants and creates links; a link's recipient (no account) exchanges its key for a read-only token
 * that the records endpoints accept for that grant's scope (http/auth.ts `requireReader`). A caregiver,
 * invited by email, accepts under their own account and reads under their own session, naming the grant
 * (the x-care-grant header, checked by `requireReader` on every request).
 */
export const sharingModule: AppModule = (app, { db, config, now, messenger }) => {
  const deps = { db, now };
  const patient = (action: string, resource: string) => ({
    preHandler: app.requirePatient,
    config: { audit: { action, resource } },
  });

  app.get('/v1/patient/sharing', patient('read', 'sharing'), async (request) =>
    success(await listGrants(deps, { patientId: request.patient!.id })),
  );

  app.get('/v1/patient/sharing/:grantId', patient('read', 'sharing.grant'), async (request) => {
    const { grantId } = params(request, grantParams);
    return success(await readGrant(deps, { patientId: request.patient!.id, grantId }));
  });

  // [SHARE-2] The grant's whole access log, a page at a time (keyset: the cursor is where the last page ended).
  app.get(
    '/v1/patient/sharing/:grantId/accesses',
    patient('read', 'sharing.grant.accesses'),
    async (request) => {
      const { grantId } = params(request, grantParams);
      const { cursor } = query(request, accessLogQuery);
      return success(await readAccessLog(deps, { patientId: request.patient!.id, grantId, cursor }));
    },
  );

  app.post('/v1/patient/sharing/:grantId/end', patient('update', 'sharing.grant'), async (request) => {
    const { grantId } = params(request, grantParams);
    const { reason } = body(request, endGrantRequest);
    const patientId = request.patient!.id;
    const ended = await endGrant(deps, {
      patientId,
      grantId,
      reason: reason ? { code: 'typed', text: reason } : { code: 'revoked_by_patient' },
    });
    await withdrawConsentOfEndedShare(deps, { patientId, grantId });
    return success(ended);
  });

  app.post('/v1/patient/sharing/links', patient('create', 'sharing.link'), async (request, reply) => {
    const input = body(request, createShareLinkRequest);
    const created = await createShareLink(deps, {
      patientId: request.patient!.id,
      recipient: {
        kind: input.recipient_kind ?? 'link',
        name: input.recipient_name,
        organization: input.recipient_organization,
        email: input.recipient_email,
      },
      reason: input.reason,
      scope: { categories: input.categories, from: input.date_from, to: input.date_to },
      expiresInHours: input.expires_in_hours,
      passcode: input.passcode,
    });
    return reply.status(201).send(success(created, 201));
  });

  // Public: the key in the body is the credential (it came in the link's fragment, never in a URL we log).
  app.post(
    '/v1/shared/open',
    { config: { audit: { action: 'read', resource: 'sharing.link.open' } } },
    async (request) => {
      const { share_key, passcode } = body(request, openShareRequest);
      const view = await openShareLink(
        { ...deps, secret: config.jwtSecret, limits: config.limits },
        {
          key: share_key,
          passcode,
          client: coarseClient(request.headers['user-agent']),
          ip: request.ip,
          identified: (reader) => noteAudit(request, { patientId: reader.patientId, actor: reader.actor }),
        },
      );
      return success(view);
    },
  );

  // Caregivers (proxies)
  // An invitation opens on the portal of the inviting patient's brand, from configuration
  const originFor = (brandId: string) => linkOrigin(originSettings(config), brandId);

  app.post('/v1/patient/sharing/proxies', patient('create', 'sharing.proxy'), async (request, reply) => {
    const input = body(request, inviteProxyRequest);
    const invited = await inviteProxy(
      {
        ...deps,
        messenger,
        originFor,
        language: pickLanguage(request.headers['accept-language']),
        limits: config.limits.invitations,
      },
      {
        patientId: request.patient!.id,
        name: input.name,
        email: input.email,
        reason: input.reason,
        scope: { categories: input.categories, from: input.date_from, to: input.date_to },
        untilDay: input.until,
      },
    );
    return reply.status(201).send(success(invited, 201));
  });

  app.post(
    '/v1/patient/sharing/invitations/accept',
    patient('update', 'sharing.proxy.accept'),
    async (request) => {
      const { invitation_key } = body(request, acceptInvitationRequest);
      return success(await acceptInvitation(deps, { holder: request.patient!.id, key: invitation_key }));
    },
  );

  app.get('/v1/patient/care', patient('read', 'sharing.care'), async (request) =>
    success(await caredFor(deps, { holder: request.patient!.id })),
  );
};
