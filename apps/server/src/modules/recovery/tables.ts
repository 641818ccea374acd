import type { RemovableFactorKind } from '@portal/contract';
import type { CreatedAt, NullableTimestamp, Timestamp } from '../../db/types.js';

/** A review token (after a reset) or a "this wasn't me" link (after a factor was added): migration 0034. */
export interface FactorLinksTable {
  token_hash: string;
  patient_id: string;
  purpose: 'recovery_review' | 'not_me';
  /** A not_me link's one factor, and its name as it was added (the page says which one it removed). */
  factor_kind: RemovableFactorKind | null;
  factor_id: string | null;
  factor_label: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface RecoveryTables {
  factor_links: FactorLinksTable;
}
