import type { MfaMethod } from '@portal/contract';
import type { ParseKeys } from 'i18next';
import { extractErrorCode, extractErrorNumber } from '../../../lib/errors';

/** A refused one-time code, as the words shown at the code field: a catalogue key and, for a plural, its count. */
export type CodeRefusal = { key: ParseKeys; count?: number };

/**
 * [AUTH-3] What the code field says when the server refuses the code: a wrong code with the tries this code has
 * left, a used-up or expired one with what to do (a new code starts a fresh count; an authenticator app's
 * attempt starts again from login). Any other refusal is not about the code and is shown above the form.
 */
export function codeRefusal(error: unknown, method: MfaMethod | undefined): CodeRefusal | undefined {
  const left = extractErrorNumber(error, 'attempts_left');
  switch (extractErrorCode(error)) {
    case 'MFA_CODE_INVALID':
      return left !== undefined && left > 0
        ? { key: 'mfa.codeWrong', count: left }
        : { key: 'errors.MFA_CODE_INVALID' };
    case 'MFA_CODE_LOCKED':
      return { key: method === 'totp' ? 'mfa.codeLockedApp' : 'mfa.codeLocked' };
    case 'MFA_CODE_EXPIRED':
      return { key: method === 'totp' ? 'mfa.codeLockedApp' : 'mfa.codeExpired' };
    default:
      return undefined;
  }
}
