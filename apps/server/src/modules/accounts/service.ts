/**
 * The accounts module's services, one file per concern under `services/`. Every service is
 * `serviceFn(deps, input)`: `deps` is the module context, `input` a plain object (with the `caller`).
 */
export type { Caller, Deps } from './services/shared.js';
export { signup, type SignupInput } from './services/signup.js';
export {
  confirmEmailVerification,
  startEmailVerification,
  startPhoneVerification,
  startStepUp,
} from './services/verifications.js';
export { passOwnChallenge, passStepUp } from './services/codes.js';
export { answerStepUpWithPasskey } from './services/step-up-passkey.js';
export { chooseMfa, confirmMfa, login } from './services/login.js';
export { liveSession, logout, mobileMoved, refresh } from './services/sessions.js';
export { changePassword, resetPassword, sendResetLink, verifyResetLink } from './services/passwords.js';
export {
  addAuthenticator,
  confirmAuthenticator,
  listAuthenticators,
  removeAuthenticator,
  renameAuthenticator,
} from './services/authenticators.js';
export {
  listPasskeys,
  loginWithPasskey,
  loginWithPasskeyAlone,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  passwordlessOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
} from './services/passkeys.js';
