export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

/** Raised when the refresh call answers anything but 200/"OK" (spec section 8). */
export class TokenRefreshError extends Error {
  constructor() {
    super('Token refresh failed. Unexpected response format.');
    this.name = 'TokenRefreshError';
  }
}

function responseField(error: unknown, field: 'error' | 'params'): unknown {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const response = (error as { response?: { data?: unknown } }).response;
  const data = response?.data;
  return typeof data === 'object' && data !== null && field in data
    ? (data as Record<string, unknown>)[field]
    : undefined;
}

const responseErrorField = (error: unknown) => responseField(error, 'error');

function param(error: unknown, name: string): unknown {
  const params = responseField(error, 'params');
  return typeof params === 'object' && params !== null
    ? (params as Record<string, unknown>)[name]
    : undefined;
}

/** The numbers a refusal carries for the screen to act on (a wrong code: `attempts_left`). */
export function extractErrorNumber(error: unknown, name: string): number | undefined {
  const value = param(error, name);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The words a refusal carries for the screen to act on (a limit met: `limit`; the photo refused: `field`). */
export function extractErrorText(error: unknown, name: string): string | undefined {
  const value = param(error, name);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The text of the generic error toast (spec section 8): the response's `error` field, else the error's own
 * message, else the unknown-error text. Server errors read "CODE - message", so only what follows the first
 * hyphen is shown.
 */
export function extractErrorMessage(error: unknown, unknownMessage = UNKNOWN_ERROR_MESSAGE): string {
  const fromResponse = responseErrorField(error);
  const ownMessage = error instanceof Error ? error.message : undefined;
  const message =
    (typeof fromResponse === 'string' && fromResponse.trim()) ||
    (typeof ownMessage === 'string' && ownMessage.trim()) ||
    unknownMessage;
  const hyphen = message.indexOf('-');
  return hyphen === -1 ? message : message.slice(hyphen + 1).trim();
}

/** The machine-readable code in front of a server error ("MFA_CODE_INVALID - …"), if any. */
export function extractErrorCode(error: unknown): string | undefined {
  const field = responseErrorField(error);
  if (typeof field !== 'string') return undefined;
  const match = /^([A-Z0-9_]+)\s+-/.exec(field);
  return match?.[1];
}
