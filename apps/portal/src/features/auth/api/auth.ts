import type {
  Gatepass,
  LoginPasskeyRequest,
  LoginRequest,
  LoginResponse,
  MfaChooseRequest,
  MfaConfirmRequest,
  PasswordlessLoginRequest,
  PasswordReset,
  ResetPasswordRequest,
  SessionTokens,
  SignupRequest,
  SignupResponse,
} from '@portal/contract';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '../../../lib/api';

/** One function per call of the accounts API (ARCHITECTURE.md, "The first calls"). */
export const login = (body: LoginRequest) => api.post<LoginResponse>('/v1/login', body);

export const signup = (body: SignupRequest) => api.post<SignupResponse>('/v1/signup', body);

export const chooseMfaMethod = (body: MfaChooseRequest) =>
  api.post<{ destination: string }>('/v1/mfa/choose', body);

export const confirmMfaCode = (body: MfaConfirmRequest) => api.post<SessionTokens>('/v1/mfa/confirm', body);

/** A passkey instead of a code, after the password: the options the browser signs, then its answer. */
export const loginPasskeyOptions = (mfaToken: string) =>
  api.post<PublicKeyCredentialRequestOptionsJSON>('/v1/login/passkey/options', { mfa_token: mfaToken });
export const loginWithPasskey = (body: LoginPasskeyRequest) =>
  api.post<SessionTokens>('/v1/login/passkey', body);

/** A passkey alone, no password or code: options naming no account, then the answer that names it. */
export const passwordlessOptions = () =>
  api.post<PublicKeyCredentialRequestOptionsJSON>('/v1/login/passwordless/options', {});
export const loginWithPasskeyAlone = (body: PasswordlessLoginRequest) =>
  api.post<SessionTokens>('/v1/login/passwordless', body);

export const requestResetLink = (email: string) =>
  api.post<unknown>('/v1/verify-reset-password/link', { email });

/** [AUTH-4] The new password; answers the token of the factor review that follows. */
export const resetPassword = (body: ResetPasswordRequest) =>
  api.post<PasswordReset>('/v1/reset-password', body);

export const getGatepass = () => api.get<Gatepass>('/v1/patient/gatepass');
