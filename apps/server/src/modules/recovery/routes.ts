import { notMeRequest, recoveryReviewRequest, removeRecoveryFactorsRequest } from '@portal/contract';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { body } from '../../http/validate.js';
import type { RouteAudit } from '../audit/routes.js';
import { caller } from '../accounts/routes.js';
import * as recovery from './service.js';

/** Every answer writes one audit row (success or refusal), naming the account once the token is found [SEC-4]. */
const audited = (action: string, resource: string) => ({
  config: { audit: { action, resource } satisfies RouteAudit },
});

/**
 * [AUTH-4] [AUTH-6] Recovery ends what an attacker could have added (issue 26 item 4). The tokens travel in bodies,
 * never in an address; none of these routes opens a session.
 */
export const recoveryModule: AppModule = (app, ctx) => {
  app.post('/v1/recovery/factors', audited('read', 'account.factors'), async (request) =>
    success(
      await recovery.reviewFactors(ctx, { ...body(request, recoveryReviewRequest), caller: caller(request) }),
    ),
  );

  app.delete('/v1/recovery/factors', audited('delete', 'account.factors'), async (request) =>
    success(
      await recovery.removeFactors(ctx, {
        ...body(request, removeRecoveryFactorsRequest),
        caller: caller(request),
      }),
    ),
  );

  app.post('/v1/recovery/not-me', audited('disown', 'account.factors'), async (request) =>
    success(await recovery.notMe(ctx, { ...body(request, notMeRequest), caller: caller(request) })),
  );
};
