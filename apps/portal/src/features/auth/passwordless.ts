import { startAuthentication } from '@simplewebauthn/browser';
import type { PasswordlessLoginRequest } from '@portal/contract';
import { loginWithPasskeyAlone, passwordlessOptions } from './api/auth';
import { finishSignIn, type SignInContext } from './use-finish-sign-in';

/**
 * [AUTH-2] "Sign in with a passkey": the browser offers the passkeys it holds for this site and asks for the
 * patient's fingerprint, face or screen lock; the session then starts as after a password and code. Imported only
 * when the button is pressed, so the WebAuthn library stays out of the login page's download.
 */
export async function signInWithPasskeyAlone(context: SignInContext, next?: string): Promise<void> {
  const optionsJSON = await passwordlessOptions();
  const credential = await startAuthentication({ optionsJSON });
  const tokens = await loginWithPasskeyAlone({
    credential: credential as PasswordlessLoginRequest['credential'],
  });
  await finishSignIn(context, { kind: 'login', next }, tokens, 'passkey_alone');
}
