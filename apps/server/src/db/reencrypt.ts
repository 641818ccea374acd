import { sql } from 'kysely';
import {
  decryptSecret,
  DecryptionError,
  encryptionKeyId,
  encryptSecret,
  type EncryptionKeys,
} from '../lib/encryption.js';
import type { EncryptedColumn } from '../lib/encrypted-columns.js';
import type { Db } from './database.js';

export interface ColumnRotation {
  /** `table.column` */
  name: string;
  reencrypted: number;
  /** Values that did not open with any configured key: left as they are, named by row id (never by content). */
  failed: Array<{ id: string; reason: string }>;
}

/**
 * A guard on the update: the value's first characters, which include its random nonce, so a row changed since it
 * was read (a patient replacing a photo) is left to the writer, whose value is already under the current key.
 */
const GUARD_CHARS = 48;

/**
 * Re-encrypts under the current key every value of `column` that is not under it yet: values under a previous key
 * and those from before key ids (v1). One pass in id order, a transaction per batch, so it can run beside the
 * servers; stopped at any point, a new run picks up what is left (values already under the current key are not
 * read again), and a second run finds nothing to do.
 */
export async function reencryptColumn(
  db: Db,
  column: EncryptedColumn,
  keys: EncryptionKeys,
  onBatch: (done: number) => void = () => undefined,
): Promise<ColumnRotation> {
  const result: ColumnRotation = { name: `${column.table}.${column.column}`, reencrypted: 0, failed: [] };
  const table = sql.table(column.table);
  const value = sql.ref(column.column);
  const current = `v2.${encryptionKeyId(keys.encryptionKey)}.`;
  let after: string | undefined;
  for (;;) {
    const { rows } = await sql<{ id: string; value: string }>`
      select id::text as id, ${value} as value from ${table}
      where ${value} is not null and left(${value}, ${current.length}) <> ${current}
        ${after === undefined ? sql`` : sql`and id > ${after}`}
      order by id limit ${column.batchSize}`.execute(db);
    const rewritten: Array<{ id: string; old: string; next: string }> = [];
    for (const row of rows) {
      const context = column.context(row.id);
      try {
        const next = encryptSecret(decryptSecret(row.value, keys, context), keys.encryptionKey, context);
        rewritten.push({ id: row.id, old: row.value.slice(0, GUARD_CHARS), next });
      } catch (error) {
        if (!(error instanceof DecryptionError)) throw error;
        result.failed.push({ id: row.id, reason: error.message });
      }
    }
    if (rewritten.length > 0) {
      await db.transaction().execute(async (tx) => {
        for (const row of rewritten) {
          const updated = await sql`
            update ${table} set ${value} = ${row.next}
            where id = ${row.id} and left(${value}, ${GUARD_CHARS}) = ${row.old}`.execute(tx);
          result.reencrypted += Number(updated.numAffectedRows ?? 0);
        }
      });
    }
    onBatch(result.reencrypted);
    if (rows.length < column.batchSize) return result;
    after = rows.at(-1)!.id;
  }
}

/** How many values of `column` are not under the current key (what a finished rotation leaves: none). */
export async function notUnderCurrentKey(
  db: Db,
  column: EncryptedColumn,
  keys: EncryptionKeys,
): Promise<number> {
  const value = sql.ref(column.column);
  const current = `v2.${encryptionKeyId(keys.encryptionKey)}.`;
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from ${sql.table(column.table)}
    where ${value} is not null and left(${value}, ${current.length}) <> ${current}`.execute(db);
  return rows[0]?.count ?? 0;
}
