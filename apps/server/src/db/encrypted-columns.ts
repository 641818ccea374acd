import { CARD_SIDES } from '@portal/contract';
import { seedContext } from '../modules/accounts/services/authenticators.js';
import { cardContext } from '../modules/insurance/service.js';
import type { EncryptedColumn } from './reencrypt.js';

/**
 * Every column that holds values from encryptSecret() (src/lib/encryption.ts), with the context each row's value
 * is bound to: what `npm run rotate-key` re-encrypts. A new encrypted column is added here, or a rotation leaves
 * it under the old key (the rotate-key test seeds every column listed and checks that none is left).
 */
export const ENCRYPTED_COLUMNS: readonly EncryptedColumn[] = [
  { table: 'totp_authenticators', column: 'secret', context: seedContext, batchSize: 500 },
  // A card photo is up to a few MiB of base64: a few rows at a time keep the tool's memory small.
  ...CARD_SIDES.map((side) => ({
    table: 'patient_insurance',
    column: `${side}_image`,
    context: (id: string) => cardContext(id, side),
    batchSize: 10,
  })),
];
