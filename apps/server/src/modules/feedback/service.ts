import { randomUUID } from 'node:crypto';
import type { FeedbackItem, SendFeedbackRequest } from '@portal/contract';
import type { RateLimit } from '../../config.js';
import type { Db } from '../../db/database.js';
import { hit } from '../../http/rate-limit.js';
import * as q from './queries.js';

interface Deps {
  db: Db;
  now: () => Date;
}

/** Generous for a person, a wall for a script filling the team's inbox. */
export const FEEDBACK_LIMIT: RateLimit = { max: 20, windowSeconds: 3600 };

type Row = Awaited<ReturnType<typeof q.insertFeedback>>;
const toItem = (row: Row): FeedbackItem => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** PROF-7: what the patient sent, newest first, with where each stands. */
export async function listFeedback(deps: Deps, input: { patientId: string }): Promise<FeedbackItem[]> {
  return (await q.listFeedback(deps.db, input.patientId)).map(toItem);
}

/** PROF-7: counted before it is stored. */
export async function sendFeedback(
  deps: Deps,
  input: { patientId: string; feedback: Required<SendFeedbackRequest> },
): Promise<FeedbackItem> {
  await hit(deps.db, [{ bucket: `feedback:account:${input.patientId}`, limit: FEEDBACK_LIMIT }], deps.now());
  const { category, message, rating } = input.feedback;
  return toItem(
    await q.insertFeedback(deps.db, {
      id: randomUUID(),
      patient_id: input.patientId,
      category,
      message,
      rating,
    }),
  );
}
