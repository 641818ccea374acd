import { sql, type Kysely } from 'kysely';

/**
 * [issue 27] `audit_log` becomes a table partitioned by calendar month (UTC) of `at`, named
 * `audit_log_yYYYYmMM`, so a retention of years is applied by dropping whole months: no row is ever updated or
 * deleted, and the append-only trigger stays as it was. On PGlite too (it is PostgreSQL 17): one schema and one
 * maintenance job for both databases.
 *
 * The rows move in this migration's transaction; the table is written by every request, so on a large trail run
 * it in a quiet window (there is no production data yet). Each month that has rows, and the current one with the
 * three after it, get their partition here; the maintenance job keeps creating them ahead (`ensureAuditPartitions`). There is no default
 * partition: a row for a month with no partition fails its request (a 500, never unaudited data) rather than
 * land where retention cannot drop it.
 *
 * The primary key becomes (id, at): a partitioned table's unique keys must hold its partition key. The id keeps
 * its sequence, so ids stay unique and ordered as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_log_partitioned (
      id bigint not null default nextval('audit_log_id_seq'),
      patient_id uuid,
      actor text not null,
      action text not null,
      resource text not null,
      ip text,
      at timestamptz not null default now(),
      outcome text not null default 'success',
      error_code text,
      changes jsonb,
      constraint audit_log_outcome_check check (outcome in ('success', 'refused', 'failed')),
      primary key (id, at)
    ) partition by range (at);

    do $$
    declare
      month timestamp;
      part text;
    begin
      for month in
        select distinct date_trunc('month', at at time zone 'UTC') from audit_log
        union
        select generate_series(date_trunc('month', now() at time zone 'UTC'),
          date_trunc('month', now() at time zone 'UTC') + interval '3 months', interval '1 month')
      loop
        part := 'audit_log_y' || to_char(month, 'YYYY') || 'm' || to_char(month, 'MM');
        execute format(
          'create table %I partition of audit_log_partitioned for values from (%L) to (%L)',
          part, month::text || '+00', (month + interval '1 month')::text || '+00');
        -- A statement trigger on the parent does not fire for a partition truncated by name.
        execute format(
          'create trigger audit_log_no_truncate before truncate on %I for each statement execute function audit_log_append_only()',
          part);
      end loop;
    end
    $$;

    insert into audit_log_partitioned (id, patient_id, actor, action, resource, ip, at, outcome, error_code, changes)
      select id, patient_id, actor, action, resource, ip, at, outcome, error_code, changes from audit_log;

    alter sequence audit_log_id_seq owned by audit_log_partitioned.id;
    drop table audit_log;
    alter table audit_log_partitioned rename to audit_log;
    alter index audit_log_partitioned_pkey rename to audit_log_pkey;
    create index audit_log_patient on audit_log (patient_id, at desc);

    -- Row triggers on the parent are cloned onto every partition, present and future.
    create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only();
    create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only();
  `.execute(db);
}
