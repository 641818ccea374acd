import type { Kysely } from 'kysely';
import type { RemovableFactorKind } from '@portal/contract';
import type { Database } from '../../db/schema.js';
import type { FactorLinksTable } from './tables.js';

/** Every query takes the database or a transaction, so a service decides what commits together. */
type Tx = Kysely<Database>;

export {
  endChallenges,
  findPatientById,
  listAuthenticators,
  listPasskeys,
  revokeOtherSessions,
} from '../accounts/queries.js';

export async function insertFactorLink(
  db: Tx,
  link: Pick<
    FactorLinksTable,
    'token_hash' | 'patient_id' | 'purpose' | 'factor_kind' | 'factor_id' | 'factor_label'
  > & { expires_at: Date },
): Promise<void> {
  await db.insertInto('factor_links').values(link).execute();
}

/** Only the newest reset's review works: a new reset ends the ones before. */
export async function endReviews(db: Tx, patientId: string, now: Date): Promise<void> {
  await db
    .updateTable('factor_links')
    .set({ used_at: now })
    .where('patient_id', '=', patientId)
    .where('purpose', '=', 'recovery_review')
    .where('used_at', 'is', null)
    .execute();
}

/** A link of this purpose by its token's digest, live or not (a refused one is still audited to its account). */
export const findLink = (db: Tx, tokenHash: string, purpose: FactorLinksTable['purpose']) =>
  db
    .selectFrom('factor_links')
    .select(['token_hash', 'patient_id', 'factor_kind', 'factor_id', 'factor_label', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();

/** Uses a link up; false when another request used it first (single use). */
export async function useLink(db: Tx, tokenHash: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('factor_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Removes one of the patient's passkeys or authenticator apps; false when the patient has no such factor. */
export async function deleteFactor(
  db: Tx,
  patientId: string,
  factor: { kind: RemovableFactorKind; id: string },
): Promise<boolean> {
  const table = factor.kind === 'passkey' ? 'passkeys' : 'totp_authenticators';
  const result = await db
    .deleteFrom(table)
    .where('id', '=', factor.id)
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Removes every passkey and authenticator app of the patient; how many went. */
export async function deleteAllFactors(db: Tx, patientId: string): Promise<number> {
  const keys = await db.deleteFrom('passkeys').where('patient_id', '=', patientId).executeTakeFirst();
  const apps = await db
    .deleteFrom('totp_authenticators')
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
  return Number(keys.numDeletedRows + apps.numDeletedRows);
}
