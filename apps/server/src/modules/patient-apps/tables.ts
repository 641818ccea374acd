import type { ColumnType } from 'kysely';
import type { NullableTimestamp } from '../../db/types.js';

/** One thing the authorization server keeps (migration 0042): a token, code, grant, interaction or session. */
export interface OauthRecordsTable {
  /** oidc-provider's model name: AccessToken, RefreshToken, AuthorizationCode, Grant, Interaction, Session. */
  kind: string;
  id: string;
  /** jsonb: the model's payload exactly as oidc-provider hands it to the adapter */
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  uid: string | null;
  expires_at: NullableTimestamp;
  consumed_at: NullableTimestamp;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface PatientAppsTables {
  oauth_records: OauthRecordsTable;
}
