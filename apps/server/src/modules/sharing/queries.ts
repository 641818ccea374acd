import { sql, type Insertable, type Selectable } from 'kysely';
import { SHARE_LINK_RECIPIENTS } from '@portal/contract';
import type { Db } from '../../db/database.js';
import type { EndColumns } from './grant-text.js';
import type { AccessGrantsTable } from './tables.js';

/*
 * Every SQL statement of the sharing ledger. A grant is read by the patient it belongs to (their list, their
 * revoke) or by the secret its holder presents (a link key's hash, a proxy's own account): never by an id alone.
 */

export type GrantRow = Selectable<AccessGrantsTable>;
export type GrantWithAccesses = GrantRow & { access_count: number; last_access_at: Date | null };

const withAccessCounts = (db: Db) =>
  db
    .selectFrom('access_grants as g')
    .selectAll('g')
    .select((eb) => [
      eb
        .selectFrom('grant_accesses as a')
        .whereRef('a.grant_id', '=', 'g.id')
        .where('a.refused', 'is', null)
        .select((e) => e.fn.sum<string>('a.times').as('n'))
        .as('access_count'),
      eb
        .selectFrom('grant_accesses as a')
        .whereRef('a.grant_id', '=', 'g.id')
        .where('a.refused', 'is', null)
        .select((e) => e.fn.max('a.last_at').as('at'))
        .as('last_access_at'),
    ]);

const counted = (row: GrantRow & { access_count: string | number | null; last_access_at: unknown }) => ({
  ...row,
  access_count: Number(row.access_count ?? 0),
  last_access_at: (row.last_access_at as Date | null) ?? null,
});

export async function insertGrant(db: Db, row: Insertable<AccessGrantsTable>): Promise<GrantRow> {
  return db.insertInto('access_grants').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The patient's ledger, newest first, with how often and when each grant was last used. */
export async function grantsOfPatient(db: Db, patientId: string): Promise<GrantWithAccesses[]> {
  const rows = await withAccessCounts(db)
    .where('g.patient_id', '=', patientId)
    .orderBy('g.since', 'desc')
    .orderBy('g.id')
    .execute();
  return rows.map(counted);
}

export async function grantOfPatient(
  db: Db,
  patientId: string,
  grantId: string,
): Promise<GrantWithAccesses | undefined> {
  const row = await withAccessCounts(db)
    .where('g.patient_id', '=', patientId)
    .where('g.id', '=', grantId)
    .executeTakeFirst();
  return row && counted(row);
}

/** Ends a grant once: a second end changes nothing (the first reason and time stay). */
export async function endGrantRow(
  db: Db,
  patientId: string,
  grantId: string,
  at: Date,
  reason: EndColumns,
): Promise<void> {
  await db
    .updateTable('access_grants')
    .set({ ended_at: at, ...reason })
    .where('patient_id', '=', patientId)
    .where('id', '=', grantId)
    .where('ended_at', 'is', null)
    .execute();
}

/** One page of a grant's access log, newest first, from before the entry `before` (keyset: stable under inserts). */
export async function accessesOfGrant(
  db: Db,
  grantId: string,
  { before, limit }: { before: number | undefined; limit: number },
) {
  let page = db
    .selectFrom('grant_accesses')
    .select(['id', 'at', 'last_at', 'times', 'actor', 'action', 'client', 'refused'])
    .where('grant_id', '=', grantId);
  if (before !== undefined) page = page.where('id', '<', before);
  return page.orderBy('id', 'desc').limit(limit).execute();
}

export interface AccessEntry {
  grant_id: string;
  actor: string;
  action: string;
  client: string;
  refused?: string | null;
}

/**
 * Writes one read or try under a grant: the same as the grant's newest entry (who, what, device, outcome) only
 * counts on it, so a flood of the same request grows one row, and anything different starts a new one.
 */
export async function insertAccess(db: Db, entry: AccessEntry): Promise<void> {
  const refused = entry.refused ?? null;
  const extended = await db
    .updateTable('grant_accesses')
    .set((eb) => ({ times: eb('times', '+', 1), last_at: sql<Date>`now()` }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('grant_accesses')
        .select((e) => e.fn.max('id').as('id'))
        .where('grant_id', '=', entry.grant_id),
    )
    .where('actor', '=', entry.actor)
    .where('action', '=', entry.action)
    .where('client', '=', entry.client)
    .where(sql<boolean>`refused is not distinct from ${refused}`)
    .returning('id')
    .executeTakeFirst();
  if (!extended)
    await db
      .insertInto('grant_accesses')
      .values({ ...entry, refused })
      .execute();
}

/** A grant in force at `at`: not ended, not expired. */
const inForce = (at: Date) => sql<boolean>`ended_at is null and (until is null or until > ${at})`;

/** The link a key opens, if it is a link in force. */
export async function linkByKeyHash(db: Db, keyHash: string, at: Date): Promise<GrantRow | undefined> {
  return db
    .selectFrom('access_grants')
    .selectAll()
    .where('key_hash', '=', keyHash)
    .where('grantee_kind', 'in', SHARE_LINK_RECIPIENTS)
    .where(inForce(at))
    .executeTakeFirst();
}

/**
 * Claims one passcode try before the passcode is compared, in one statement: the wrong tries so far and the tries
 * in flight together stay under the limit, so parallel guesses cannot all slip under it. False when the link is
 * gone or has no room left (locked, or as many tries in flight as it has left).
 */
export async function claimPasscodeTry(db: Db, grantId: string, limit: number, at: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('access_grants')
    .set((eb) => ({ passcode_trying: eb('passcode_trying', '+', 1) }))
    .where('id', '=', grantId)
    .where(sql<boolean>`passcode_attempts + passcode_trying < ${limit}`)
    .where(inForce(at))
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The wrong passcodes in a row a link has had, to tell a locked link from one whose tries are all in flight. */
export async function wrongPasscodes(db: Db, grantId: string): Promise<number> {
  const row = await db
    .selectFrom('access_grants')
    .select('passcode_attempts')
    .where('id', '=', grantId)
    .executeTakeFirst();
  return row?.passcode_attempts ?? 0;
}

/**
 * Ends a claimed try: a wrong passcode stays counted, a right one forgives the wrong ones before it, and a try
 * that was never compared (the hashing refused it) only gives its claim back.
 */
export async function settlePasscodeTry(
  db: Db,
  grantId: string,
  outcome: 'wrong' | 'right' | 'uncompared',
): Promise<void> {
  const wrong = {
    wrong: sql<number>`passcode_attempts + 1`,
    right: sql<number>`0`,
    uncompared: sql<number>`passcode_attempts`,
  };
  await db
    .updateTable('access_grants')
    .set({
      passcode_trying: sql<number>`greatest(passcode_trying - 1, 0)`,
      passcode_attempts: wrong[outcome],
    })
    .where('id', '=', grantId)
    .execute();
}

/** A link (or a clinician's link) in force, by its id and whose it is. */
export async function linkInForce(
  db: Db,
  grantId: string,
  patientId: string,
  at: Date,
): Promise<GrantRow | undefined> {
  return db
    .selectFrom('access_grants')
    .selectAll()
    .where('id', '=', grantId)
    .where('patient_id', '=', patientId)
    .where('grantee_kind', 'in', SHARE_LINK_RECIPIENTS)
    .where(inForce(at))
    .executeTakeFirst();
}

export async function patientName(db: Db, patientId: string) {
  return db
    .selectFrom('patients')
    .select(['first_name', 'last_name', 'email', 'email_verified_at', 'brand'])
    .where('id', '=', patientId)
    .executeTakeFirst();
}

/** A caregiver invitation the key opens, if it is still waiting for its answer and in force. */
export async function invitationByKeyHash(db: Db, keyHash: string, at: Date): Promise<GrantRow | undefined> {
  return db
    .selectFrom('access_grants')
    .selectAll()
    .where('key_hash', '=', keyHash)
    .where('grantee_kind', '=', 'proxy')
    .where('accepted_at', 'is', null)
    .where(inForce(at))
    .executeTakeFirst();
}

/** Binds an invitation to the account that accepted it, once: the key stops working with it. */
export async function acceptInvitationRow(
  db: Db,
  grantId: string,
  holder: string,
  at: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('access_grants')
    .set({ grantee_patient_id: holder, accepted_at: at, key_hash: null })
    .where('id', '=', grantId)
    .where('accepted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The grants in force that let `holder` read someone else's records, with that person's name. */
export async function grantsHeldBy(db: Db, holder: string, at: Date) {
  return db
    .selectFrom('access_grants as g')
    .innerJoin('patients as p', 'p.id', 'g.patient_id')
    .select([
      'g.id',
      'g.patient_id',
      'g.categories',
      'g.since',
      'g.until',
      'g.accepted_at',
      'p.first_name',
      'p.last_name',
    ])
    .where('g.grantee_kind', '=', 'proxy')
    .where('g.grantee_patient_id', '=', holder)
    .where('g.ended_at', 'is', null)
    .where((eb) => eb.or([eb('g.until', 'is', null), eb('g.until', '>', at)]))
    .orderBy('p.first_name')
    .execute();
}

/** One grant `holder` holds in force, whoever it is about. */
export async function heldGrant(db: Db, grantId: string, holder: string, at: Date) {
  return db
    .selectFrom('access_grants')
    .selectAll()
    .where('id', '=', grantId)
    .where('grantee_kind', '=', 'proxy')
    .where('grantee_patient_id', '=', holder)
    .where(inForce(at))
    .executeTakeFirst();
}

/** A link's grant by its id and whose it is, in force or not: to say why its token was refused. */
export async function linkOfPatient(db: Db, grantId: string, patientId: string) {
  return db
    .selectFrom('access_grants')
    .selectAll()
    .where('id', '=', grantId)
    .where('patient_id', '=', patientId)
    .where('grantee_kind', 'in', SHARE_LINK_RECIPIENTS)
    .executeTakeFirst();
}

/** The link a key once opened, in force or not: a key of a revoked or expired link is logged for its patient. */
export async function anyLinkByKeyHash(db: Db, keyHash: string): Promise<GrantRow | undefined> {
  return db
    .selectFrom('access_grants')
    .selectAll()
    .where('key_hash', '=', keyHash)
    .where('grantee_kind', 'in', SHARE_LINK_RECIPIENTS)
    .executeTakeFirst();
}

/** A grant `holder` holds or held, in force or not: to say why their read under it was refused. */
export async function anyHeldGrant(db: Db, grantId: string, holder: string) {
  return db
    .selectFrom('access_grants')
    .selectAll()
    .where('id', '=', grantId)
    .where('grantee_kind', '=', 'proxy')
    .where('grantee_patient_id', '=', holder)
    .executeTakeFirst();
}

export async function isGrantOfPatient(db: Db, patientId: string, grantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('access_grants')
    .select('id')
    .where('patient_id', '=', patientId)
    .where('id', '=', grantId)
    .executeTakeFirst();
  return row !== undefined;
}
