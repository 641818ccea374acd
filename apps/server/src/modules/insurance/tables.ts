import type { ColumnType } from 'kysely';
import type { CardSide, SubscriberRelationship } from '@portal/contract';
import type { CreatedAt } from '../../db/types.js';

/**
 * An insurance plan [PROF-5]. A side's photo is an encrypted object in the blob store (photos.ts); the row keeps
 * its reference: key, size, content type (`<side>_type`, set exactly when the side has a photo) and SHA-256.
 */
export interface PatientInsuranceTable {
  id: string;
  patient_id: string;
  payer: string;
  member_id: string;
  group_number: string | null;
  subscriber_name: string;
  subscriber_relationship: SubscriberRelationship;
  /**
   * Where photos were kept before migration 0038 (encrypted text, see photos.ts): still written by the previous
   * release during a rolling deploy, moved out at start (move-photos.ts), dropped by a later release.
   */
  front_image: string | null;
  front_type: string | null;
  front_blob_key: string | null;
  front_size: number | null;
  front_digest: string | null;
  back_image: string | null;
  back_type: string | null;
  back_blob_key: string | null;
  back_size: number | null;
  back_digest: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** What the row keeps of one side's photo. */
export type CardReference = Record<`${CardSide}_${'type' | 'blob_key' | 'digest'}`, string | null> &
  Record<`${CardSide}_size`, number | null> &
  Record<`${CardSide}_image`, null>;

export interface InsuranceTables {
  patient_insurance: PatientInsuranceTable;
}
