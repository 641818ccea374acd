import type { RateLimit } from '../config.js';
import type { Db } from '../db/database.js';
import { AppError } from './errors.js';
import { countHit } from './queries.js';

/** Start of the fixed window `now` falls in. */
export function windowStart(now: Date, windowSeconds: number): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
}

/** Whole minutes (at least 1) until the window ends, for the translated message. */
export function minutesUntilReset(now: Date, windowSeconds: number): number {
  const end = windowStart(now, windowSeconds).getTime() + windowSeconds * 1000;
  return Math.max(1, Math.ceil((end - now.getTime()) / 60_000));
}

/**
 * Counts one hit against each bucket and refuses with 429 RATE_LIMITED once any is over its limit.
 * The counters live in the database so every server instance shares them. The refusal tells the screen how many
 * minutes are left and which kind of limit it is (the bucket's first part, e.g. `login`, `code-check`: never the
 * account, number or address after it), so a form says it at the field the limit is about.
 */
export async function hit(
  db: Db,
  checks: Array<{ bucket: string; limit: RateLimit }>,
  now = new Date(),
): Promise<void> {
  for (const { bucket, limit } of checks) {
    const hits = await countHit(db, bucket, windowStart(now, limit.windowSeconds));
    if (hits > limit.max) {
      const minutes = minutesUntilReset(now, limit.windowSeconds);
      const limited = { minutes, limit: bucket.split(':')[0]! };
      throw new AppError('RATE_LIMITED', 429, limited, { 'Retry-After': String(minutes * 60) }, true);
    }
  }
}
