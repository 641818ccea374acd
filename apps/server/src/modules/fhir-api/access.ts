import type { FastifyRequest } from 'fastify';

/*
 * The seam between the SMART authorization server (`modules/patient-apps`) and the read-only FHIR R4 API
 * (`modules/fhir-api`): what an app's bearer token lets it read. The authorization server resolves a request's
 * `Authorization: Bearer …` into this; the FHIR API never parses a token itself.
 */

/** The FHIR interactions a SMART scope grants: `r` read by id, `s` search (v2 `.rs`; v1 `.read` is both). */
export type FhirInteraction = 'read' | 'search';

export interface FhirAccess {
  /** The patient the token was issued for (`launch/patient`): the only patient anything is read of. */
  patientId: string;
  /** The sharing ledger row of this authorization: reads are logged and refused under it. */
  grantId: string;
  /** The registered app (`client_id`). */
  clientId: string;
  /** The FHIR base of the brand the patient authorized on, e.g. `https://acme.portal.example/fhir/r4` (the token's audience). */
  fhirBase: string;
  /**
   * Whether the token's scopes, narrowed by what the patient let the app read on the consent screen, allow this
   * interaction on this resource type (`Patient` included: `patient/Patient.rs`, `patient/*.rs`).
   */
  allows(resourceType: string, interaction: FhirInteraction): boolean;
}

/** Why a bearer token reads nothing; each answers 401 with an OperationOutcome (`revoked` and `expired` too). */
export type FhirAccessRefusal = 'missing' | 'invalid' | 'expired' | 'revoked';

export type ResolveFhirAccess = (
  request: FastifyRequest,
) => Promise<{ access: FhirAccess } | { refused: FhirAccessRefusal }>;
