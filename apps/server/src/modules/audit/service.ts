import type { Kysely } from 'kysely';
import type { AuditChange } from './changes.js';
import { windowStart } from '../../http/rate-limit.js';
import { brandOfPatient, countAnonymousRefusals, insertAuditRows, type AuditDb } from './queries.js';
import type { AuditOutcome } from './tables.js';

export interface AuditEntry {
  /** Whose data it is, when known. */
  patientId: string | null;
  /** Who acted: `patient:<id>`, `coordinator:<name>`, `system`, `integration:<name>`, `anonymous`. */
  actor: string;
  /** What happened, verb-like: `read`, `create`, `update`, `delete`, `login`, … */
  action: string;
  /** Which data: `gatepass`, `account.password`, `records.medications`, … never the values themselves. */
  resource: string;
  outcome: AuditOutcome;
  /** The error code when refused or failed. */
  errorCode?: string | null | undefined;
  ip?: string | null | undefined;
  /** What a change changed (`auditChanges`): never a value of a personal field. */
  changes?: AuditChange[] | undefined;
  /** The brand of the portal the request came to; outside a request, the patient's own brand is written. */
  brand?: string | undefined;
}

export const patientActor = (patientId: string) => `patient:${patientId}`;
export const integrationActor = (name: string) => `integration:${name}`;
export const coordinatorActor = (name: string) => `coordinator:${name}`;
export const SYSTEM_ACTOR = 'system';
/** A request that proved no identity (before sign-in, a bad token). */
export const ANONYMOUS_ACTOR = 'anonymous';

/** success below 400, refused for a client error (4xx), failed for a server error (5xx). */
export function outcomeOf(statusCode: number): AuditOutcome {
  if (statusCode >= 500) return 'failed';
  if (statusCode >= 400) return 'refused';
  return 'success';
}

const rowOf = (entry: AuditEntry) => ({
  patient_id: entry.patientId,
  actor: entry.actor,
  action: entry.action,
  resource: entry.resource,
  outcome: entry.outcome,
  error_code: entry.errorCode ?? null,
  ip: entry.ip ?? null,
  changes: entry.changes?.length ? JSON.stringify(entry.changes) : null,
  brand: entry.brand ?? (entry.patientId ? brandOfPatient(entry.patientId) : null),
});

/**
 * A refusal of a request that proved no identity and names no patient: anyone can cause one at will (a bot on a
 * public route), so it is counted by its kind, not listed one row each. Everything about a patient or by an actor
 * who proved who they are stays one row each in the append-only trail.
 */
export const isAnonymousRefusal = (entry: Pick<AuditEntry, 'outcome' | 'patientId' | 'actor'>): boolean =>
  entry.outcome === 'refused' && entry.patientId === null && entry.actor === ANONYMOUS_ACTOR;

/**
 * Anonymous refusals are counted per hour: a flood at one route from one address is one row an hour, and an hour
 * is still precise enough to line a count up with an incident or a server's log.
 */
const ANONYMOUS_REFUSAL_WINDOW_SECONDS = 60 * 60;

/** One count per hour, address, route, action and code, however many of the entries share it. */
function anonymousRefusalCounts(entries: AuditEntry[], now: Date) {
  const window_start = windowStart(now, ANONYMOUS_REFUSAL_WINDOW_SECONDS);
  const counts = new Map<
    string,
    { action: string; resource: string; error_code: string; ip: string; count: number }
  >();
  for (const entry of entries) {
    const kind = {
      action: entry.action,
      resource: entry.resource,
      error_code: entry.errorCode ?? '',
      ip: entry.ip ?? '',
    };
    const key = JSON.stringify(kind);
    const counted = counts.get(key);
    if (counted) counted.count += 1;
    else counts.set(key, { ...kind, count: 1 });
  }
  return [...counts.values()].map((c) => ({ ...c, window_start, first_at: now, last_at: now }));
}

/** Lists the entries that are listed and counts the anonymous refusals, together or not at all. */
async function writeEntries(db: AuditDb, entries: AuditEntry[], now = new Date()): Promise<void> {
  const listed = entries.filter((e) => !isAnonymousRefusal(e)).map(rowOf);
  const counted = anonymousRefusalCounts(entries.filter(isAnonymousRefusal), now);
  const write = async (into: AuditDb) => {
    if (listed.length > 0) await insertAuditRows(into, listed);
    if (counted.length > 0) await countAnonymousRefusals(into, counted);
  };
  if (listed.length > 0 && counted.length > 0 && !db.isTransaction) await db.transaction().execute(write);
  else await write(db);
}

/**
 * Writes one audit row (SEC-4), or counts an anonymous refusal (`isAnonymousRefusal`). Routes do not call this:
 * they declare `config: { audit }` and the hook in ./routes.ts writes it. Background jobs and providers' callbacks
 * outside a request call it with actor `system` or `integration:<name>`. Pass the transaction when the change runs
 * in one, so both commit together.
 */
export async function writeAudit(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- every module's database (or transaction) holds the audit table
  deps: { db: AuditDb | Kysely<any> },
  entry: AuditEntry,
): Promise<void> {
  await writeEntries(deps.db as AuditDb, [entry]);
}

/** Rows per INSERT: 9 parameters each, far below PostgreSQL's 65,535. */
const AUDIT_BATCH_ROWS = 500;

/**
 * The request hook's writer: rows of requests answered at the same time go in one multi-row INSERT (one
 * statement and one commit for many reads, not one each), written while the previous batch is in flight; the
 * batch's anonymous refusals add to their counts in one more statement. Each caller still waits for the
 * statement holding its row and gets its error, so a read whose row cannot be written is answered 500 as before.
 * Not for rows that must commit inside a caller's transaction.
 */
export function auditBatcher(db: AuditDb): (entry: AuditEntry) => Promise<void> {
  const pending: { entry: AuditEntry; done: (error?: unknown) => void }[] = [];
  let writing = false;
  const write = async () => {
    writing = true;
    while (pending.length > 0) {
      const batch = pending.splice(0, AUDIT_BATCH_ROWS);
      try {
        await writeEntries(
          db,
          batch.map((p) => p.entry),
        );
        for (const p of batch) p.done();
      } catch {
        // One statement failed: each row on its own, so each caller learns its own row's fate
        await Promise.all(
          batch.map((p) =>
            writeEntries(db, [p.entry]).then(
              () => p.done(),
              (error: unknown) => p.done(error ?? new Error('audit write failed')),
            ),
          ),
        );
      }
    }
    writing = false;
  };
  return (entry) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ entry, done: (error) => (error ? reject(error) : resolve()) });
      // Rows arriving while a batch is written wait for the next one; the first starts a batch after this turn
      if (!writing) {
        writing = true;
        setImmediate(() => void write());
      }
    });
}
