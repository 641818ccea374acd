/**
 * Identity verification providers. The document + selfie check goes to Onfido when it is configured and to
 * the sandbox verifier otherwise; the other paths (manual review, driver licence, SSN) have only sandbox
 * rules until a vendor is chosen. Nothing here keeps an image or a full SSN: callers pass what the check
 * needs and store only the hash, the last four digits and the outcome.
 */

export interface ApplicantDetails {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  email: string;
}

/** What a provider read from a document, for the patient to confirm or correct [IDV-8]. */
export interface ExtractedIdentity {
  first_name: string;
  last_name: string;
  date_of_birth: string;
  address: { address1: string; address2: string | null; city: string; state: string; zip: string } | null;
}

export interface CheckDecision {
  passed: boolean;
  /** The provider's reference for this check (Onfido check id, or a sandbox id). */
  providerRef: string;
  /** A short machine reason when it failed, never personal data. */
  reason: string | null;
}

/** The facts of one uploaded image the rules may look at; the bytes are dropped after hashing. */
export interface ImageFacts {
  fileName: string;
  sha256: string;
  /** True when the bytes carry the sandbox failure marker. */
  hasFailMarker: boolean;
}

export interface DocumentSession {
  providerRef: string;
  /** Onfido only: what the portal's SDK needs. */
  onfido: { sdkToken: string; applicantId: string; applicationId: string | null } | null;
}

export interface DocumentVerifier {
  readonly name: 'onfido' | 'sandbox';
  /** Starts an ID scan + selfie: with Onfido an applicant and an SDK token. */
  startDocumentSession(applicant: ApplicantDetails): Promise<DocumentSession>;
}

export interface LicenceFacts {
  number: string;
  state: string;
  issue_date: string;
  expiry_date: string;
}
