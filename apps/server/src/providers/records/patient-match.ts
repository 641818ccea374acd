import type { Address, Patient } from '../../fhir/types.js';
import type { MatchResult, PatientDemographics } from './types.js';

/**
 * Who, of the people a name + birth-date search found, is the patient: those whose address (any of the
 * patient's current and past ones) or phone also agrees. Name and birth date alone never match anyone.
 */
export function matchOf(patient: PatientDemographics, found: readonly Patient[]): MatchResult {
  const corroborated = found.filter(
    (c) =>
      patient.addresses.some((a) => (c.address ?? []).some((b) => sameAddress(a, b))) ||
      (c.telecom ?? []).some((t) => t.system === 'phone' && samePhone(patient.phone, t.value)),
  );
  if (corroborated.length === 0) return { kind: 'none' };
  if (corroborated.length > 1) return { kind: 'ambiguous', candidates: corroborated.length };
  return { kind: 'matched', ref: corroborated[0]!.id! };
}

/** The same US number: the last ten digits agree (a leading 1 or +1, spaces and punctuation set aside). */
export function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '').slice(-10);
  return digits(a).length === 10 && digits(a) === digits(b);
}

/** Two addresses are the same place when the first line and either the ZIP-5 or the city+state agree. */
export function sameAddress(a: PatientDemographics['addresses'][number], b: Address): boolean {
  const norm = (s: string | undefined | null) => (s ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  const line = norm(a.line1);
  if (!line || line !== norm(b.line?.[0])) return false;
  const zip = (s: string | undefined | null) => (s ?? '').replace(/\D/g, '').slice(0, 5);
  if (zip(a.postalCode) && zip(a.postalCode) === zip(b.postalCode)) return true;
  return norm(a.city) === norm(b.city) && norm(a.state) === norm(b.state) && norm(a.city) !== '';
}
