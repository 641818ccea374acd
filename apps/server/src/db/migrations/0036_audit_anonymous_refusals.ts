import { sql, type Kysely } from 'kysely';

/**
 * [SEC-4] [issue 26] Refusals of requests that proved no identity and name no patient are counted, not listed: one
 * row per hour, address, route, action and code, with how many, the first and the last. A bot hammering a route
 * adds one row an hour instead of one a request. Kept apart from `audit_log` so that table stays strictly
 * append-only (nothing about a patient is ever rewritten); here the only change allowed is a count going up with its
 * last time, enforced by a trigger as the trail's own is, and rows are never deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_anonymous_refusals (
      id bigserial primary key,
      window_start timestamptz not null,
      action text not null,
      resource text not null,
      error_code text not null,
      ip text not null,
      count integer not null check (count > 0),
      first_at timestamptz not null,
      last_at timestamptz not null,
      unique (window_start, ip, resource, action, error_code)
    );

    create function audit_anonymous_refusals_only_count() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE'
        and new.id = old.id and new.window_start = old.window_start and new.action = old.action
        and new.resource = old.resource and new.error_code = old.error_code and new.ip = old.ip
        and new.first_at = old.first_at and new.count > old.count and new.last_at >= old.last_at then
        return new;
      end if;
      raise exception 'audit_anonymous_refusals only counts up (% refused)', tg_op;
    end
    $$;

    create trigger audit_anonymous_refusals_no_change before update or delete on audit_anonymous_refusals
      for each row execute function audit_anonymous_refusals_only_count();
    create trigger audit_anonymous_refusals_no_truncate before truncate on audit_anonymous_refusals
      for each statement execute function audit_anonymous_refusals_only_count();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table audit_anonymous_refusals;
    drop function audit_anonymous_refusals_only_count();
  `.execute(db);
}
