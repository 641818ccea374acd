import type { ColumnType } from 'kysely';
import type { CardSide, SubscriberRelationship } from '@portal/contract';
import type { CreatedAt } from '../../db/types.js';

/** An insurance plan [PROF-5]; card photos encrypted (see service.ts), each bound to its row and side. */
export interface PatientInsuranceTable {
  id: string;
  patient_id: string;
  payer: string;
  member_id: string;
  group_number: string | null;
  subscriber_name: string;
  subscriber_relationship: SubscriberRelationship;
  front_image: string | null;
  front_type: string | null;
  back_image: string | null;
  back_type: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type CardColumns = Record<`${CardSide}_image` | `${CardSide}_type`, string | null>;

export interface InsuranceTables {
  patient_insurance: PatientInsuranceTable;
}
