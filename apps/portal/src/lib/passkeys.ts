import { extractErrorCode } from './errors';

/**
 * What a passkey ceremony's failure says to the patient: the server's answer as it came, or, when the browser
 * refused (cancelled, timed out, no matching key), the given sentence instead of the browser's English.
 */
export function passkeyFailure(error: unknown, browserRefused: string): unknown {
  return extractErrorCode(error) ? error : new Error(browserRefused);
}
