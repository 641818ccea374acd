import { sql, type Kysely } from 'kysely';

/**
 * Every audit row says how the request ended (`success`, `refused` with the error code, `failed`), and the
 * trail is append-only for the application: a trigger refuses UPDATE, DELETE and TRUNCATE, so neither a bug
 * nor an injected query can rewrite who read what.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table audit_log
      add column outcome text not null default 'success'
        check (outcome in ('success', 'refused', 'failed')),
      add column error_code text;

    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only (% refused)', tg_op;
    end
    $$;

    create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only();
    create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger audit_log_no_truncate on audit_log;
    drop trigger audit_log_no_change on audit_log;
    drop function audit_log_append_only();
    alter table audit_log drop column error_code, drop column outcome;
  `.execute(db);
}
