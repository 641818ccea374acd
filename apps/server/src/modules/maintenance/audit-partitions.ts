/**
 * The audit trail's months (migration 0039): one partition per calendar month (UTC), `audit_log_yYYYYmMM`. Pure
 * rules: which months to create ahead and which are past retention; ./service.ts applies them.
 */

export const AUDIT_PARTITION_NAME = /^audit_log_y(\d{4})m(\d{2})$/;

/**
 * Months created ahead of the current one. Three: an instance that stopped running its job (or every instance
 * down for weeks) still has months to write into, since a month without its partition fails every audited request.
 */
export const AUDIT_MONTHS_AHEAD = 3;

export interface AuditMonth {
  name: string;
  /** First instant of the month, UTC. */
  from: Date;
  /** First instant of the next month. */
  to: Date;
}

const monthAt = (year: number, monthIndex: number): AuditMonth => {
  const from = new Date(Date.UTC(year, monthIndex, 1));
  const to = new Date(Date.UTC(year, monthIndex + 1, 1));
  const name = `audit_log_y${from.getUTCFullYear()}m${String(from.getUTCMonth() + 1).padStart(2, '0')}`;
  return { name, from, to };
};

/** The month a partition name stands for, or undefined for a name that is not one of ours. */
export function auditMonthOf(name: string): AuditMonth | undefined {
  const match = AUDIT_PARTITION_NAME.exec(name);
  if (!match) return undefined;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return monthAt(Number(match[1]), month - 1);
}

/** The current month and the next `AUDIT_MONTHS_AHEAD`, less those that exist. */
export function auditMonthsToCreate(now: Date, existing: readonly string[]): AuditMonth[] {
  const have = new Set(existing);
  return Array.from({ length: AUDIT_MONTHS_AHEAD + 1 }, (_, i) =>
    monthAt(now.getUTCFullYear(), now.getUTCMonth() + i),
  ).filter((month) => !have.has(month.name));
}

/**
 * Partitions whose every row is older than `retentionMonths` (the month ended at least that long ago), oldest
 * first. A row is kept at least the full retention: January 2020 goes once February 2026 has begun, for six years.
 */
export function auditMonthsPastRetention(
  now: Date,
  retentionMonths: number,
  existing: readonly string[],
): AuditMonth[] {
  const cutoff = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - retentionMonths, 1);
  return existing
    .map(auditMonthOf)
    .filter((month): month is AuditMonth => month !== undefined)
    .filter((month) => month.to.getTime() <= cutoff)
    .sort((a, b) => a.from.getTime() - b.from.getTime());
}
