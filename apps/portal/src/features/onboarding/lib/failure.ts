import type { VerificationFailureReason, VerificationOutcomeResponse } from '@portal/contract';
import { verificationRoute } from './verification-result';

/** The form fields a failed check can point at, across the manual, licence and SSN forms. */
export type FailureField = 'first_name' | 'last_name' | 'date_of_birth' | 'document' | 'number' | 'ssn';

/**
 * Where each reason is shown: at the field the patient can correct. A licence that matches no record is
 * shown at its number (the server says only "no match", never which field of the record differed).
 */
export const FAILURE_FIELD: Record<VerificationFailureReason, FailureField> = {
  first_name_mismatch: 'first_name',
  last_name_mismatch: 'last_name',
  date_of_birth_mismatch: 'date_of_birth',
  document_rejected: 'document',
  licence_not_matched: 'number',
  ssn_mismatch: 'ssn',
};

export type FieldReasons = Partial<Record<FailureField, VerificationFailureReason>>;

/** A failed outcome's reasons by the field they belong to; nothing for a passed one. */
export function reasonsByField(outcome: VerificationOutcomeResponse | null): FieldReasons {
  if (!outcome || verificationRoute(outcome) === 'passed') return {};
  const found: FieldReasons = {};
  for (const reason of outcome.reasons) found[FAILURE_FIELD[reason]] ??= reason;
  return found;
}

/** The reasons left once the patient changes a field: its own message goes, the others stay until fixed. */
export const withoutField = (reasons: FieldReasons, field: FailureField): FieldReasons => {
  const { [field]: _changed, ...rest } = reasons;
  return rest;
};
