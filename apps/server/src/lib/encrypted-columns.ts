import { CARD_SIDES, type CardSide } from '@portal/contract';

/*
 * Every value the server keeps encrypted at rest (src/lib/encryption.ts), with the context each is bound to. The
 * modules that write them take their contexts from here, and a restore checks its key against this list: a new
 * encrypted column added here is checked with the others.
 */

/** An authenticator app's TOTP seed, bound to its row [AUTH-6]. */
export const totpSeedContext = (authenticatorId: string) => `totp_authenticators.secret:${authenticatorId}`;

/** A card photo, bound to its plan and side: one moved onto another row or side does not decrypt there. */
export const cardImageContext = (planId: string, side: CardSide) =>
  `patient_insurance.${side}_image:${planId}`;

export interface EncryptedColumn {
  table: 'totp_authenticators' | 'patient_insurance';
  column: string;
  /** The context of the value in the row with this id. */
  context: (rowId: string) => string;
  /** Rows `npm run rotate-key` reads and rewrites per transaction. */
  batchSize: number;
}

export const ENCRYPTED_COLUMNS: readonly EncryptedColumn[] = [
  { table: 'totp_authenticators', column: 'secret', context: totpSeedContext, batchSize: 500 },
  ...CARD_SIDES.map((side): EncryptedColumn => ({
    table: 'patient_insurance',
    column: `${side}_image`,
    context: (planId) => cardImageContext(planId, side),
    // A card photo is up to a few MiB of base64: a few rows at a time keep the tool's memory small.
    batchSize: 10,
  })),
];
