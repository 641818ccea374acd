import {
  addAuthenticatorRequest,
  AUTH_HEADERS,
  changePasswordRequest,
  confirmAuthenticatorRequest,
  emailVerificationConfirmRequest,
  loginPasskeyOptionsRequest,
  loginPasskeyRequest,
  loginRequest,
  passkeyOptionsRequest,
  passwordlessLoginRequest,
  type PasswordReset,
  registerPasskeyRequest,
  removePasskeyRequest,
  renamePasskeyRequest,
  mfaChooseRequest,
  mfaConfirmRequest,
  removeAuthenticatorRequest,
  renameAuthenticatorRequest,
  resetLinkQuery,
  resetLinkRequest,
  resetPasswordRequest,
  stepUpPasskeyRequest,
  stepUpRequest,
  signupRequest,
} from '@portal/contract';
import { resolveBrand } from '@portal/brands';
import type { FastifyRequest } from 'fastify';
import { bearerToken, headerToken } from '../../http/auth.js';
import type { AppModule } from '../../http/context.js';
import { success } from '../../http/envelope.js';
import { pickLanguage } from '../../http/i18n.js';
import { body, query } from '../../http/validate.js';
import { answerChange, noteAudit, type RouteAudit } from '../audit/routes.js';
import * as accounts from './service.js';

/** Who asks, for rate limits, messages and the audit row; other modules sending codes use it too. */
export function caller(request: FastifyRequest): accounts.Caller {
  return {
    ip: request.ip,
    brand: resolveBrand(request.host).id,
    lang: pickLanguage(request.headers['accept-language']),
    note: (note) => noteAudit(request, note),
  };
}

/** Every accounts route writes one audit row (success or refusal) through the audit hook [SEC-4]. */
const audited = (action: string, resource: string) => ({
  config: { audit: { action, resource } satisfies RouteAudit },
});

export const accountsModule: AppModule = (app, ctx) => {
  const signedIn = (action: string, resource: string) => ({
    preHandler: app.requirePatient,
    ...audited(action, resource),
  });
  const who = (request: FastifyRequest) => ({
    patientId: request.patient!.id,
    sessionId: request.patient!.sessionId,
  });

  app.post('/v1/signup', audited('create', 'account'), async (request, reply) => {
    const input = body(request, signupRequest);
    const answer = await accounts.signup(ctx, { ...input, caller: caller(request) });
    return reply.status(201).send(success(answer, 201));
  });

  app.post('/v1/login', audited('login_password', 'account'), async (request) =>
    success(await accounts.login(ctx, { ...body(request, loginRequest), caller: caller(request) })),
  );

  app.post('/v1/mfa/choose', audited('choose_mfa', 'account'), async (request) =>
    success(await accounts.chooseMfa(ctx, { ...body(request, mfaChooseRequest), caller: caller(request) })),
  );

  app.post('/v1/mfa/confirm', audited('login', 'session'), async (request) =>
    success(
      await accounts.confirmMfa(ctx, {
        ...body(request, mfaConfirmRequest),
        caller: caller(request),
      }),
    ),
  );

  // A passkey answers a login attempt instead of a code [AUTH-6].
  app.post('/v1/login/passkey/options', audited('passkey_options', 'session'), async (request) =>
    success(
      await accounts.passkeyLoginOptions(ctx, {
        ...body(request, loginPasskeyOptionsRequest),
        caller: caller(request),
      }),
    ),
  );

  app.post('/v1/login/passkey', audited('login_passkey', 'session'), async (request) =>
    success(
      await accounts.loginWithPasskey(ctx, {
        ...body(request, loginPasskeyRequest),
        caller: caller(request),
      }),
    ),
  );

  // A passkey alone signs in: no password, no code [AUTH-2].
  app.post('/v1/login/passwordless/options', audited('passwordless_options', 'session'), async (request) =>
    success(await accounts.passwordlessOptions(ctx, { caller: caller(request) })),
  );

  app.post('/v1/login/passwordless', audited('login_passwordless', 'session'), async (request) =>
    success(
      await accounts.loginWithPasskeyAlone(ctx, {
        ...body(request, passwordlessLoginRequest),
        caller: caller(request),
      }),
    ),
  );

  // Spec 7: GET with the refresh token in Refresh-Authorization; answers exactly { status_code: 200, status_text: "OK", content }.
  app.get('/v1/refresh-token', audited('refresh', 'session'), async (request) =>
    success(
      await accounts.refresh(ctx, {
        refreshToken: headerToken(request, AUTH_HEADERS.refresh),
        caller: caller(request),
      }),
    ),
  );

  app.post('/v1/logout', audited('logout', 'session'), async (request) => {
    // A live access token means a logged-in browser: then CSRF applies like any state change.
    const session = bearerToken(request) ? await tryPatient(request) : undefined;
    await accounts.logout(ctx, {
      session,
      refreshToken: headerToken(request, AUTH_HEADERS.refresh),
      caller: caller(request),
    });
    return success({ logged_out: true });
  });

  async function tryPatient(request: FastifyRequest) {
    try {
      await app.requirePatient(request, undefined as never);
    } catch (error) {
      if ((error as { code?: string }).code === 'CSRF_MISMATCH') throw error;
      return undefined;
    }
    return who(request);
  }

  app.post(
    '/v1/verify-reset-password/link',
    audited('reset_link_sent', 'account.password'),
    async (request) => {
      const { email } = body(request, resetLinkRequest);
      await accounts.sendResetLink(ctx, { email, caller: caller(request) });
      return success({ sent: true });
    },
  );

  app.get(
    '/v1/verify-reset-password/link',
    audited('reset_link_checked', 'account.password'),
    async (request) =>
      success(await accounts.verifyResetLink(ctx, { token: query(request, resetLinkQuery).token })),
  );

  app.post('/v1/reset-password', audited('reset', 'account.password'), async (request) => {
    const reviewToken = await accounts.resetPassword(ctx, {
      ...body(request, resetPasswordRequest),
      caller: caller(request),
    });
    return success({ reset: true, review_token: reviewToken } satisfies PasswordReset);
  });

  app.post('/v1/change-password', signedIn('update', 'account.password'), async (request) => {
    await accounts.changePassword(ctx, {
      ...body(request, changePasswordRequest),
      ...who(request),
      caller: caller(request),
    });
    return success({ changed: true });
  });

  app.post(
    '/v1/account/email/verification',
    signedIn('verify_email_sent', 'account.email'),
    async (request) =>
      success(
        await accounts.startEmailVerification(ctx, {
          patientId: request.patient!.id,
          caller: caller(request),
        }),
      ),
  );

  app.post(
    '/v1/account/email/verification/confirm',
    signedIn('verify_email', 'account.email'),
    async (request) =>
      success(
        await accounts.confirmEmailVerification(ctx, {
          ...body(request, emailVerificationConfirmRequest),
          patientId: request.patient!.id,
        }),
      ),
  );

  app.post('/v1/account/step-up', signedIn('step_up_sent', 'account'), async (request) => {
    const { method, action } = body(request, stepUpRequest);
    const { patientId, sessionId } = who(request);
    return success(
      await accounts.startStepUp(ctx, {
        patientId,
        caller: caller(request),
        method,
        bound: { sessionId, action },
      }),
    );
  });

  // A passkey answers the step-up; its answer is the step-up's one-time code [AUTH-6].
  app.post('/v1/account/step-up/passkey', signedIn('step_up_passkey', 'account'), async (request) =>
    success(
      await accounts.answerStepUpWithPasskey(ctx, {
        ...body(request, stepUpPasskeyRequest),
        ...who(request),
        caller: caller(request),
      }),
    ),
  );

  app.get('/v1/account/authenticators', signedIn('read', 'account.authenticators'), async (request) =>
    success({
      authenticators: await accounts.listAuthenticators(ctx, {
        patientId: request.patient!.id,
        caller: caller(request),
      }),
    }),
  );

  app.post(
    '/v1/account/authenticators',
    signedIn('create', 'account.authenticators'),
    async (request, reply) => {
      const created = await accounts.addAuthenticator(ctx, {
        ...body(request, addAuthenticatorRequest),
        ...who(request),
        issuer: resolveBrand(request.host).name,
        caller: caller(request),
      });
      return reply.status(201).send(success(created, 201));
    },
  );

  app.patch('/v1/account/authenticators', signedIn('update', 'account.authenticators'), async (request) =>
    success(
      await accounts.confirmAuthenticator(ctx, {
        ...body(request, confirmAuthenticatorRequest),
        patientId: request.patient!.id,
        caller: caller(request),
      }),
    ),
  );

  app.put('/v1/account/authenticators', signedIn('rename', 'account.authenticators'), async (request) =>
    answerChange(
      request,
      await accounts.renameAuthenticator(ctx, {
        ...body(request, renameAuthenticatorRequest),
        patientId: request.patient!.id,
        caller: caller(request),
      }),
    ),
  );

  app.delete('/v1/account/authenticators', signedIn('delete', 'account.authenticators'), async (request) => {
    await accounts.removeAuthenticator(ctx, {
      ...body(request, removeAuthenticatorRequest),
      patientId: request.patient!.id,
      caller: caller(request),
    });
    return success({ removed: true });
  });

  app.get('/v1/account/passkeys', signedIn('read', 'account.passkeys'), async (request) =>
    success({
      passkeys: await accounts.listPasskeys(ctx, { patientId: request.patient!.id, caller: caller(request) }),
    }),
  );

  app.post(
    '/v1/account/passkeys/options',
    signedIn('register_options', 'account.passkeys'),
    async (request) =>
      success(
        await accounts.passkeyRegistrationOptions(ctx, {
          ...body(request, passkeyOptionsRequest),
          ...who(request),
          rpName: resolveBrand(request.host).name,
          caller: caller(request),
        }),
      ),
  );

  app.post('/v1/account/passkeys', signedIn('create', 'account.passkeys'), async (request, reply) => {
    const created = await accounts.registerPasskey(ctx, {
      ...body(request, registerPasskeyRequest),
      patientId: request.patient!.id,
      caller: caller(request),
    });
    return reply.status(201).send(success(created, 201));
  });

  app.put('/v1/account/passkeys', signedIn('rename', 'account.passkeys'), async (request) =>
    answerChange(
      request,
      await accounts.renamePasskey(ctx, {
        ...body(request, renamePasskeyRequest),
        patientId: request.patient!.id,
        caller: caller(request),
      }),
    ),
  );

  app.delete('/v1/account/passkeys', signedIn('delete', 'account.passkeys'), async (request) => {
    await accounts.removePasskey(ctx, {
      ...body(request, removePasskeyRequest),
      ...who(request),
      caller: caller(request),
    });
    return success({ removed: true });
  });
};
