import { createHash, randomUUID } from 'node:crypto';
import { ssnLastFour } from '@portal/contract';
import type {
  ApplicantDetails,
  CheckDecision,
  DocumentSession,
  DocumentVerifier,
  ExtractedIdentity,
  ImageFacts,
  LicenceFacts,
} from './types.js';

/**
 * The sandbox verifier: the local default when no vendor is configured. Its outcomes are deterministic so
 * that every branch can be demonstrated and tested (documented in apps/server/src/providers/identity/README.md):
 *
 * - ID scan + selfie and manual identification fail when a file name contains "fail" (any case) or the
 *   image bytes contain the ASCII marker `SANDBOX-FAIL`; every other image passes.
 * - Driver licence: fails when the number contains "FAIL" (e.g. `FAIL1234`); every other valid licence passes.
 * - SSN cross-check: fails when the last four digits are 9999 (e.g. 123-45-9999); every other valid SSN passes.
 * - What the document "reads" is the account's own name and date of birth and the sandbox address below.
 */
export const SANDBOX_FAIL_MARKER = 'SANDBOX-FAIL';
export const SANDBOX_DOCUMENT_ADDRESS = {
  address1: '100 Sandbox Way',
  address2: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
} as const;

const sandboxRef = (kind: string) => `sandbox-${kind}-${randomUUID()}`;

/** Hashes the bytes and notes the marker, so the caller can drop the image at once. */
export function imageFacts(fileName: string, bytes: Buffer): ImageFacts {
  return {
    fileName,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    hasFailMarker: bytes.includes(SANDBOX_FAIL_MARKER),
  };
}

const imageFails = (image: ImageFacts) => /fail/i.test(image.fileName) || image.hasFailMarker;

export function sandboxImagesDecision(images: ImageFacts[]): CheckDecision {
  const failed = images.some(imageFails);
  return { passed: !failed, providerRef: sandboxRef('document'), reason: failed ? 'image_rejected' : null };
}

export function sandboxLicenceDecision(licence: LicenceFacts): CheckDecision {
  const failed = licence.number.toUpperCase().includes('FAIL');
  return { passed: !failed, providerRef: sandboxRef('licence'), reason: failed ? 'licence_not_found' : null };
}

/** Reads the SSN only to decide; the caller stores the last four digits at most. */
export function sandboxSsnDecision(ssn: string): CheckDecision {
  const failed = ssnLastFour(ssn) === '9999';
  return { passed: !failed, providerRef: sandboxRef('ssn'), reason: failed ? 'ssn_mismatch' : null };
}

export function sandboxExtractedIdentity(applicant: Omit<ApplicantDetails, 'email'>): ExtractedIdentity {
  return {
    first_name: applicant.first_name,
    last_name: applicant.last_name,
    date_of_birth: applicant.date_of_birth,
    address: { ...SANDBOX_DOCUMENT_ADDRESS },
  };
}

export class SandboxDocumentVerifier implements DocumentVerifier {
  readonly name = 'sandbox' as const;

  async startDocumentSession(): Promise<DocumentSession> {
    return { providerRef: sandboxRef('session'), onfido: null };
  }
}
