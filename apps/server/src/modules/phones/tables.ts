import type { PhoneLabel } from '@portal/contract';
import type { CreatedAt, NullableTimestamp } from '../../db/types.js';

/** Numbers beside the account's mobile (patients.phone); usable only once the code texted to them came back. */
export interface PatientPhonesTable {
  id: string;
  patient_id: string;
  /** `XXX-XXX-XXXX`, as the contract's phone rule submits it. */
  phone: string;
  label: PhoneLabel;
  confirmed_at: NullableTimestamp;
  /** The verify_phone challenge whose code confirms this number; another challenge's code does not. */
  challenge_id: string | null;
  created_at: CreatedAt;
}

export interface PhonesTables {
  patient_phones: PatientPhonesTable;
}
