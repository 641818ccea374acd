import { resolveBrand } from '@portal/brands';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { success } from '../../http/envelope.js';
import type { AuditChange, Changed } from './changes.js';
import type { AppModule } from '../../http/context.js';
import { ANONYMOUS_ACTOR, auditBatcher, outcomeOf, patientActor } from './service.js';
import type { AuditDb } from './queries.js';

/** What a route declares: `app.get(url, { config: { audit: { action: 'read', resource: 'gatepass' } } }, …)`. */
export interface RouteAudit {
  action: string;
  resource: string;
}

/** What a handler learns while running and the route could not declare (see `noteAudit`). */
export interface AuditNote {
  patientId?: string | null;
  actor?: string;
  /** A more precise resource than the declared one, e.g. `gatepass.property.<key>` (never a value). */
  resource?: string;
  /** What the change changed (`auditChanges` in ./changes.ts): field names, never a personal value. */
  changes?: AuditChange[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every answer of this route writes one audit row (success, refused or failed). */
    audit?: RouteAudit;
    /** An operations probe (`/healthz`, `/readyz`): about the process, not anyone's request; never audited. */
    operational?: boolean;
  }
  interface FastifyRequest {
    auditNote: AuditNote | null;
  }
}

/**
 * A handler that learns whose data it touched only while running (login finds the account, a webhook names
 * its applicant) says so here; the audit hook writes it with the row, whatever the outcome.
 */
export function noteAudit(request: FastifyRequest, note: AuditNote): void {
  request.auditNote = { ...request.auditNote, ...note };
}

/** The row for one answered request, or undefined when it needs none (an undeclared route that succeeded). */
export function auditRowFor(request: FastifyRequest, reply: FastifyReply) {
  if (request.routeOptions.config.operational) return undefined;
  const declared = request.routeOptions.config.audit;
  const status = reply.statusCode;
  // Every error answer goes through the error handler, which names its code; those are all audited.
  if (!declared && request.errorCode === undefined && status < 400) return undefined;
  const note = request.auditNote ?? {};
  const patientId = note.patientId !== undefined ? note.patientId : (request.patient?.id ?? null);
  return {
    patientId,
    actor:
      note.actor ??
      (request.patient
        ? patientActor(request.patient.id)
        : patientId
          ? patientActor(patientId)
          : ANONYMOUS_ACTOR),
    action: declared?.action ?? request.method.toLowerCase(),
    // The route's pattern, never the raw URL (it can carry an email in a query string).
    resource: note.resource ?? declared?.resource ?? request.routeOptions.url ?? 'unmatched',
    outcome: outcomeOf(status),
    errorCode: status >= 400 ? (request.errorCode ?? null) : null,
    ip: request.ip,
    changes: note.changes,
    brand: resolveBrand(request.host).id,
  };
}

/** Answers a change and names what it changed on the request's audit row. */
export function answerChange<T>(request: FastifyRequest, changed: Changed<T>) {
  noteAudit(request, { changes: changed.changes });
  return success(changed.content);
}

const attempted = new WeakSet<FastifyRequest>();

/**
 * A request answered without its audit row, for the one reason that can justify it: writing the row is what must
 * not happen (the disk is nearly full, src/http/disk-space.ts); the refusal is logged instead.
 */
export function skipAudit(request: FastifyRequest): void {
  attempted.add(request);
}

/**
 * The one place HTTP requests are audited (SEC-4): before each answer leaves, a route that declares
 * `config.audit`, and any refused or failed request, writes a row. Written before sending, so a read whose
 * audit row cannot be written is answered 500, never silently unaudited. Registered first in `MODULES`.
 */
export const auditModule: AppModule = (app, { db, metrics }) => {
  app.decorateRequest('auditNote', null);
  const writeAudit = auditBatcher(db as AuditDb);
  app.addHook('onSend', async (request, reply, payload) => {
    // A failed write is answered by the error handler, which sends again: write at most once per request.
    if (attempted.has(request)) return payload;
    const row = auditRowFor(request, reply);
    if (!row) return payload;
    attempted.add(request);
    const written = metrics.auditWrites.startTimer();
    await writeAudit(row);
    written();
    return payload;
  });
};
