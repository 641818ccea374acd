import type { Generated } from 'kysely';
import type { CreatedAt } from '../../db/types.js';

export interface AuditLogTable {
  id: Generated<number>;
  patient_id: string | null;
  /** 'patient:<id>', 'system', or an integration's name */
  actor: string;
  action: string;
  resource: string;
  ip: string | null;
  at: CreatedAt;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
