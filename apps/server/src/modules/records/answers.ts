import type { Db } from '../../db/database.js';
import { recordVersion } from './queries.js';

/** Answers about a patient's records, kept by the patient and by what shaped the answer (see `recordAnswers`). */
export type RecordAnswers = <T>(patientId: string, question: unknown, read: () => Promise<T>) => Promise<T>;

/** JSON characters kept in all: a 10,000-entry timeline is about 2 million. */
const KEPT_SIZE = 32 * 1024 * 1024;

/**
 * Keeps what the records reads answered for as long as the patient's records stay at the version they were read
 * at. Every change to a patient's records moves that version in the changing transaction (migration 0022's
 * triggers), so one primary-key read tells whether a kept answer still holds: a writer cannot forget to say so,
 * a patient reads their own change at once, and servers sharing one PostgreSQL stay exact. The heavy reads (the
 * timeline, a trend, the counts) then run once per change instead of once per request.
 * Who may read is decided before, on every request (requireReader); the key names whose records the answer is
 * about and every input that shaped it (category, filter, page). The least recently read patients go first when
 * the answers outgrow `keptSize`.
 */
export function recordAnswers({ db, keptSize = KEPT_SIZE }: { db: Db; keptSize?: number }): RecordAnswers {
  const kept = new Map<string, { version: number; answers: Map<string, unknown>; size: number }>();
  let size = 0;
  const readLast = (patientId: string, entry: NonNullable<ReturnType<typeof kept.get>>) => {
    kept.delete(patientId);
    kept.set(patientId, entry);
  };
  return async (patientId, question, read) => {
    const version = await recordVersion(db, patientId);
    const key = JSON.stringify(question);
    const known = kept.get(patientId);
    if (known?.version === version && known.answers.has(key)) {
      readLast(patientId, known);
      return known.answers.get(key) as Awaited<ReturnType<typeof read>>;
    }
    const answer = await read();
    let entry = kept.get(patientId);
    // Another request read a newer version meanwhile: this answer may be older than what is kept.
    if (entry && entry.version > version) return answer;
    if (entry?.version !== version) {
      size -= entry?.size ?? 0;
      entry = { version, answers: new Map(), size: 0 };
    }
    const answerSize = typeof answer === 'string' ? answer.length : JSON.stringify(answer).length;
    if (!entry.answers.has(key) && answerSize <= keptSize / 4) {
      entry.answers.set(key, answer);
      entry.size += answerSize;
      size += answerSize;
    }
    readLast(patientId, entry);
    for (const [id, oldest] of kept) {
      if (size <= keptSize) break;
      kept.delete(id);
      size -= oldest.size;
    }
    return answer;
  };
}
