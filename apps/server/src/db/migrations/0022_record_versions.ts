import { sql, type Kysely } from 'kysely';

const RECORD_TABLES = [
  'medications',
  'encounters',
  'conditions',
  'observations',
  'immunizations',
  'allergies',
  'procedures',
  'diagnostic_reports',
];

/** The statement each trigger follows and the rows it names: the new ones, or for a delete the old ones. */
const TRANSITIONS = [
  ['insert', 'new'],
  ['update', 'new'],
  ['delete', 'old'],
] as const;

/**
 * A patient's records carry a version that every change to them moves, in the changing statement's own
 * transaction: a server may keep an answer about the records for as long as their version stays the one it was
 * read at (modules/records/answers.ts), and no writer can forget to say so. One trigger per statement, not per
 * row, so a 1,000-row import batch moves it once. Transition tables name one event each, hence three triggers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table record_versions (
      patient_id uuid primary key references patients(id) on delete cascade,
      version bigint not null default 0
    )
  `.execute(db);
  // A patient's records are inserted before they can change or go, so inserts create the row. Updates and
  // deletes only move it: a patient being deleted takes their records with them, and a row for them then
  // would refer to nobody.
  await sql`
    create function move_record_version() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into record_versions as v (patient_id) select distinct patient_id from changed_rows
          on conflict (patient_id) do update set version = v.version + 1;
      else
        update record_versions set version = version + 1
          where patient_id in (select patient_id from changed_rows);
      end if;
      return null;
    end
    $$
  `.execute(db);
  for (const table of RECORD_TABLES) {
    for (const [event, rows] of TRANSITIONS) {
      await sql`create trigger ${sql.id(`${table}_${event}_moves_version`)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(rows)} table as changed_rows for each statement execute function move_record_version()`.execute(
        db,
      );
    }
    await sql`insert into record_versions (patient_id) select distinct patient_id from ${sql.table(table)}
      on conflict do nothing`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of RECORD_TABLES) {
    for (const [event] of TRANSITIONS)
      await sql`drop trigger ${sql.id(`${table}_${event}_moves_version`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function move_record_version()`.execute(db);
  await sql`drop table record_versions`.execute(db);
}
