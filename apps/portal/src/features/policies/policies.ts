/** The policies a patient can read before and after signing up (spec section 2, "Policies"). Texts live in the locales. */
export const policies = [
  { id: 'privacy', key: 'policies.privacy', updated: '2026-11-01' },
  { id: 'patient-authorization', key: 'policies.patientAuthorization', updated: '2026-11-01' },
  { id: 'study-privacy', key: 'policies.studyPrivacy', updated: '2026-11-01' },
  { id: 'identity-verification', key: 'policies.identityVerification', updated: '2026-11-01' },
] as const;

export type PolicyId = (typeof policies)[number]['id'];

export function findPolicy(id: string | undefined) {
  return policies.find((policy) => policy.id === id);
}
