import type { AddressKind } from '@portal/contract';
import type { CreatedAt } from '../../db/types.js';

export interface PatientAddressesTable {
  id: string;
  patient_id: string;
  kind: AddressKind;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  /** 'YYYY-MM-DD' */
  from_date: string | null;
  to_date: string | null;
  /** Order the patient entered past addresses in. */
  position: number;
  created_at: CreatedAt;
}

export interface AddressesTables {
  patient_addresses: PatientAddressesTable;
}
