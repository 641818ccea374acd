import type { ErrorCode } from '@portal/contract';

/**
 * An expected failure the caller should see: `{ status_code, status_text, error: "<CODE> - <message>" }`,
 * the message localised from the code. Anything else thrown becomes a 500 INTERNAL.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    readonly httpStatus: number,
    readonly params?: Record<string, string | number>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
    /** The params are sent in the envelope (`params`), for a screen that acts on them (tries left). */
    readonly sendParams = false,
  ) {
    super(code);
  }
}

/** A refusal whose params the caller acts on, e.g. how many tries of a code are left. */
export const refusalWithParams = (
  code: ErrorCode,
  httpStatus: number,
  params: Record<string, string | number>,
) => new AppError(code, httpStatus, params, undefined, true);

export const notFound = () => new AppError('NOT_FOUND', 404);
export const unauthorized = () => new AppError('UNAUTHORIZED', 401);
