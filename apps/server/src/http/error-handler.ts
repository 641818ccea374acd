import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope.js';
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
  const message =
    error.code === 'VALIDATION_FAILED'
      ? validationMessage(lang, String(error.params?.key ?? 'invalid'), String(error.params?.field ?? 'body'))
      : errorMessage(lang, error.code, error.params);
  if (error.headers) reply.headers(error.headers);
  return reply.status(error.httpStatus).send(failure(error.httpStatus, error.code, message));
}

/** Fastify's own client errors (bad JSON, wrong content type, too large) in our format, never a 500. */
function fromFrameworkError(error: FastifyError): AppError | undefined {
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 413);
  if (status >= 400 && status < 500)
    return new AppError('VALIDATION_FAILED', status, { field: 'body', key: 'body_invalid' });
  return undefined;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.decorateRequest('errorCode', undefined);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error);
    const clientError = fromFrameworkError(error);
    if (clientError) return sendError(request, reply, clientError);
    // Name and driver code only: messages and stacks can quote the values that failed (personal data).
    request.log.error({ err: { type: error.name, code: error.code } }, 'unhandled error');
    return sendError(request, reply, new AppError('INTERNAL', 500));
  });
}
