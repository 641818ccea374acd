import type { MfaMethod } from '@portal/contract';

/**
 * The sign-in attempt between the login (or sign-up) screen and the code screen. Kept in sessionStorage so a
 * reload does not lose it; logout wipes it with the rest. The mfa_token expires on the server with the attempt.
 */
export interface MfaFlow {
  kind: 'login' | 'signup';
  mfaToken: string;
  methods: MfaMethod[];
  /** The account has a passkey that can answer instead of a code. */
  passkey?: boolean;
  /** The patient chose to answer with the passkey rather than a code. */
  usePasskey?: boolean;
  method?: MfaMethod;
  destination?: string;
  /** The page of the app the patient had opened before logging in (`/login?next=`), opened once onboarded. */
  next?: string;
}

const KEY = 'mfa_flow';

export function saveMfaFlow(flow: MfaFlow): void {
  sessionStorage.setItem(KEY, JSON.stringify(flow));
}

export function readMfaFlow(): MfaFlow | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as MfaFlow | null;
    return value && typeof value.mfaToken === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function clearMfaFlow(): void {
  sessionStorage.removeItem(KEY);
}
