import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope.js';
import { DiskSpaceLowError } from '../db/pglite-dialect.js';
import { AppError } from './errors.js';
import { noStore } from './security-headers.js';
import { errorMessage, pickLanguage, validationMessage } from './i18n.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The code this request was refused with (read by the audit hook); undefined when it succeeded. */
    errorCode: string | undefined;
  }
}

/** Answers with the error envelope in the caller's language; the one way an error leaves the server. */
export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  request.errorCode = error.code;
  noStore(reply);
  const lang = pickLanguage(request.headers['accept-language']);
  const validation = error.code === 'VALIDATION_FAILED';
  const message = validation
    ? validationMessage(
        lang,
        String(error.params?.key ?? 'invalid'),
        String(error.params?.field ?? 'body'),
        typeof error.params?.max === 'number' ? { max: error.params.max } : {},
      )
    : errorMessage(lang, error.code, error.params);
  if (error.headers) reply.headers(error.headers);
  // a validation refusal names its field (and rule), so a form shows it at that field; they are the request's
  // own field names, never a value
  const params = error.sendParams || validation ? error.params : undefined;
  return reply.status(error.httpStatus).send(failure(error.httpStatus, error.code, message, params));
}

/** The answer while the data folder is below its free-space floor (src/http/disk-space.ts). */
export const diskLow = () => new AppError('SERVER_BUSY', 503, undefined, { 'Retry-After': '60' });

/** Fastify's own client errors (bad JSON, wrong content type, too large) in our format, never a 500. */
function fromFrameworkError(error: FastifyError): AppError | undefined {
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 413);
  if (status >= 400 && status < 500)
    return new AppError('VALIDATION_FAILED', status, { field: 'body', key: 'body_invalid' });
  return undefined;
}

/**
 * PostgreSQL's "data exception" class (22xxx: not a UUID, no such date, number out of range, text too long):
 * a value the schemas let through reached the database. That is bad input, so 400 and nothing changed (the
 * statement failed); logged with its SQLSTATE so the missing schema rule gets added.
 */
export const isDataException = (error: { code?: unknown }): boolean =>
  typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code);

export function registerErrorHandling(app: FastifyInstance): void {
  app.decorateRequest('errorCode', undefined);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error);
    const clientError = fromFrameworkError(error);
    if (clientError) return sendError(request, reply, clientError);
    if (isDataException(error)) {
      request.log.warn({ err: { type: error.name, code: error.code } }, 'bad input reached the database');
      return sendError(
        request,
        reply,
        new AppError('VALIDATION_FAILED', 400, { field: 'body', key: 'invalid' }),
      );
    }
    // The disk went below its floor after this request was let in: the same answer as those refused at the door.
    if (error instanceof DiskSpaceLowError) return sendError(request, reply, diskLow());
    // Name and driver code only: messages and stacks can quote the values that failed (personal data).
    request.log.error({ err: { type: error.name, code: error.code } }, 'unhandled error');
    return sendError(request, reply, new AppError('INTERNAL', 500));
  });
}
