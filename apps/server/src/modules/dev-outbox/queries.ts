import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DevOutboxTable } from './tables.js';

export async function insertMessage(db: Db, row: Insertable<DevOutboxTable>): Promise<void> {
  await db.insertInto('dev_outbox').values(row).execute();
}

/** The newest messages to one recipient (normalised key). */
export async function listMessages(db: Db, toKey: string, limit: number) {
  return db
    .selectFrom('dev_outbox')
    .select(['channel', 'to_address', 'body', 'code', 'created_at'])
    .where('to_key', '=', toKey)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
