import { sql, type Kysely } from 'kysely';

// Identity assurance on the onboarding row (level, method, date), and one vocabulary for it: the attempts'
// basic/substantial/high become the IAL-style levels of @portal/contract's IDENTITY_ASSURANCE_LEVELS.
// Never edit a migration after it lands: add the next numbered file instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table identity_attempts drop constraint identity_attempts_assurance_level_check;
    update identity_attempts set assurance_level = case
      when assurance_level is null then null
      when method = 'document' then 'document_selfie'
      when method = 'assisted' then 'coordinator'
      when method in ('driver_licence', 'manual') then 'document'
      else null end;
    alter table identity_attempts add constraint identity_attempts_assurance_level_check
      check (assurance_level in ('document', 'document_selfie', 'coordinator'));

    alter table onboarding
      add column identity_assurance text not null default 'none'
        check (identity_assurance in ('none', 'self_asserted', 'document', 'document_selfie', 'coordinator')),
      add column identity_assurance_method text
        check (identity_assurance_method in ('document', 'manual', 'assisted', 'driver_licence', 'ssn')),
      add column identity_assured_at timestamptz;

    -- Patients verified before this migration keep the level their passed attempt proved.
    update onboarding o set
      identity_assurance = a.assurance_level,
      identity_assurance_method = a.method,
      identity_assured_at = coalesce(a.confirmed_at, a.decided_at)
    from (
      select distinct on (patient_id) patient_id, assurance_level, method, confirmed_at, decided_at
      from identity_attempts where outcome = 'passed' and assurance_level is not null
      order by patient_id, created_at desc
    ) a
    where a.patient_id = o.patient_id and o.identity_status = 'verified';
  `.execute(db);
}
