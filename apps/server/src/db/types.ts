import type { ColumnType, Generated } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string, defaulted by the database. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
export type { Generated };
