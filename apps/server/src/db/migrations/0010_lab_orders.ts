import { sql, type Kysely } from 'kysely';

/**
 * Lab kit orders:
 * - `lab_orders`: one row per kit ordered. `state` is where the lifecycle stands (always a known status);
 *   `status` is the latest code received, shown as it came even when unknown. `open` (kept by the service from
 *   the lifecycle) allows one open order per patient and kit, race-free.
 * - `lab_order_events`: every step with its time (`at`: when it happened, as its source says; `recorded_at`:
 *   when we stored it) and source; the history the patient sees.
 * - `lab_partner_webhook_events`: the partner's event ids, so a retry changes nothing and a replay with other
 *   content is refused; kept in the transaction that applies the event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table lab_orders (
      id uuid primary key,
      patient_id uuid not null references patients(id) on delete cascade,
      kit_type text not null,
      state text not null,
      status text not null,
      open boolean not null,
      phone text not null,
      ship_to text not null check (ship_to in ('primary', 'new')),
      address1 text not null,
      address2 text,
      city text not null,
      address_state text not null,
      zip text not null,
      insight_id uuid,
      partner text not null check (partner in ('partner', 'sandbox')),
      partner_order_id text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index lab_orders_by_patient on lab_orders (patient_id, created_at desc);
    create unique index lab_orders_one_open_per_kit on lab_orders (patient_id, kit_type) where open;
    create index lab_orders_open_sandbox on lab_orders (updated_at) where open and partner = 'sandbox';

    create table lab_order_events (
      id bigint generated always as identity primary key,
      order_id uuid not null references lab_orders(id) on delete cascade,
      status text not null,
      source text not null check (source in ('patient', 'partner', 'sandbox', 'system')),
      at timestamptz not null,
      recorded_at timestamptz not null default now()
    );
    create index lab_order_events_by_order on lab_order_events (order_id, at, id);

    create table lab_partner_webhook_events (
      event_id text primary key,
      order_id uuid not null references lab_orders(id) on delete cascade,
      -- SHA-256 of the signed body: the same event again is a retry, the same id with other content a replay.
      body_hash text not null,
      received_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table lab_partner_webhook_events, lab_order_events, lab_orders`.execute(db);
}
