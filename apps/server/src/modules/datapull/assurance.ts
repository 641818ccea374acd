import type { IdentityAssuranceLevel } from '@portal/contract';

/*
 * What a record source may ask of a patient's identity, weakest first (default `document`). The patient's level
 * is the identity module's (gatepass); a coordinator's confirmation counts as document-level here, so a source
 * asking for a live selfie match is not satisfied by a phone call.
 */
export const REQUIRED_ASSURANCE_LEVELS = ['none', 'self_asserted', 'document', 'document_selfie'] as const;
export type RequiredAssurance = (typeof REQUIRED_ASSURANCE_LEVELS)[number];

const rank = (level: IdentityAssuranceLevel): number =>
  REQUIRED_ASSURANCE_LEVELS.indexOf(level === 'coordinator' ? 'document' : level);

export function meetsRequiredAssurance(
  patient: IdentityAssuranceLevel,
  required: RequiredAssurance,
): boolean {
  return rank(patient) >= rank(required);
}
