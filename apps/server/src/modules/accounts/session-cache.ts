/**
 * The sessions an embedded server has read, kept in memory so an authenticated read does not ask the database
 * for its session each time (issue 28: on PGlite's one connection that select was a third of a read's queue).
 *
 * Only a server on embedded PGlite uses it (`liveSession`): PGlite lives in one process, so every write to a
 * session passes through this process's queries (./queries/sessions.ts), and each of them forgets what it
 * changed here. Servers sharing a PostgreSQL database keep the database check on every request: a session
 * revoked on one instance must refuse on the others at once, and no notification between instances arrives
 * "at once" (src/fleet.test.ts).
 *
 * Keyed by session id (a random UUID, unique across databases), so one process's several databases (the test
 * suites) cannot read each other's entries.
 */
export interface CachedSession {
  patientId: string;
  webTokenHash: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** Revocation is final: a revoked session is remembered as such, so a flood with its token costs no query. */
  revoked: boolean;
}

/** Enough for every session active within the idle timeout on one embedded server; the oldest goes first. */
const MAX_ENTRIES = 10_000;

const entries = new Map<string, CachedSession>();
/**
 * Moves on every forget: a session read from the database while a write to sessions ran is not kept, whichever
 * of the two finished first (see `rememberSession`).
 */
let generation = 0;

export const cachedSession = (sessionId: string): CachedSession | undefined => entries.get(sessionId);

/** Where a read of the sessions table starts: pass it to `rememberSession` with what that read found. */
export const sessionReadStarts = (): number => generation;

/** Keeps what a read found, unless a write to sessions happened since it started (`sessionReadStarts`). */
export function rememberSession(sessionId: string, session: CachedSession, readStarted: number): void {
  if (readStarted !== generation) return;
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(sessionId, session);
}

/** After a write to these sessions: the next request reads them from the database again. */
export function forgetSessions(sessionIds: Iterable<string>): void {
  generation += 1;
  for (const id of sessionIds) entries.delete(id);
}

/** After a write to every session of a patient (all but one, or all). */
export function forgetPatientSessions(patientId: string): void {
  generation += 1;
  for (const [id, session] of entries) if (session.patientId === patientId) entries.delete(id);
}
