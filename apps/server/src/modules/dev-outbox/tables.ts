import type { Generated } from 'kysely';
import type { CreatedAt } from '../../db/types.js';

export interface DevOutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  /** Normalised recipient: lower-case email, or the phone's digits. */
  to_key: string;
  to_address: string;
  body: string;
  code: string | null;
  created_at: CreatedAt;
}

export interface DevOutboxTables {
  dev_outbox: DevOutboxTable;
}
