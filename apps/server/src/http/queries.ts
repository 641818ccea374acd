import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** Counts one hit in a rate-limit window, atomically (parallel requests cannot both read the old count). */
export async function countHit(db: Db, bucket: string, windowStart: Date): Promise<number> {
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ bucket, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return row.hits;
}
