import type { ParseKeys } from 'i18next';
import { extractErrorCode, extractErrorNumber, extractErrorText } from '../../../lib/errors';

/** A limit met on a sign-in change, as the words at the field it is about. */
export type LockRefusal = { field: 'current' | 'code'; key: ParseKeys; count: number };

/**
 * [AUTH-3] [AUTH-5] A limit met while changing how the patient signs in is said at the field it is about, with
 * the minutes left and what the patient can do meanwhile: too many current passwords at that field (the
 * account's password tries, `login`), too many codes at the code's (the account's code checks, `code-check`).
 * Anything else is not a limit of these fields and is shown above the form.
 */
export function lockRefusal(error: unknown): LockRefusal | undefined {
  if (extractErrorCode(error) !== 'RATE_LIMITED') return undefined;
  const count = extractErrorNumber(error, 'minutes') ?? 1;
  switch (extractErrorText(error, 'limit')) {
    case 'login':
      return { field: 'current', key: 'account.password.passwordTriesLocked', count };
    case 'code-check':
      return { field: 'code', key: 'account.security.codeTriesLocked', count };
    default:
      return undefined;
  }
}
