import type { Db } from '../../db/database.js';
import type { FeedbackTable } from './tables.js';

const columns = [
  'id',
  'category',
  'message',
  'rating',
  'status',
  'reply',
  'created_at',
  'updated_at',
] as const;

export async function listFeedback(db: Db, patientId: string) {
  return db
    .selectFrom('feedback')
    .select(columns)
    .where('patient_id', '=', patientId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function insertFeedback(
  db: Db,
  row: Pick<FeedbackTable, 'id' | 'patient_id' | 'category' | 'message' | 'rating'>,
) {
  return db.insertInto('feedback').values(row).returning(columns).executeTakeFirstOrThrow();
}
