import type { RecordSourceName } from '@portal/contract';
import type { BundleEntry } from '../../fhir/types.js';

/** What the portal knows about the patient, to find them at a record source. */
export interface PatientDemographics {
  /** The portal's patient id (the sample source matches on it; never sent to an outside source). */
  patientId: string;
  givenNames: string[];
  familyName: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** Current and past addresses. */
  addresses: { line1: string; line2?: string | null; city: string; state: string; postalCode: string }[];
  /** Mobile phone, digits only (10). */
  phone?: string | null;
  /** References the portal itself gave the patient at a source (the demo's synthetic bundle), never typed. */
  identifiers?: { system: string; value: string }[];
}

/**
 * Who the source found: one person (`ref` names them there), nobody, or several (`ambiguous`): then nothing is
 * imported and the pull waits in `review`, because showing someone else's records is worse than showing none.
 */
export type MatchResult =
  { kind: 'matched'; ref: string } | { kind: 'none' } | { kind: 'ambiguous'; candidates: number };

/**
 * A place the patient's FHIR records come from. `match` finds the patient there; `resources` streams every
 * resource of the matched patient, one entry at a time.
 */
export interface RecordSource {
  readonly name: RecordSourceName;
  match(patient: PatientDemographics, signal?: AbortSignal): Promise<MatchResult>;
  resources(sourcePatientRef: string, signal?: AbortSignal): AsyncIterable<BundleEntry>;
}

/** A failure talking to a source; `retryable` failures are retried with backoff by the pull worker. */
export class RecordSourceError extends Error {
  override name = 'RecordSourceError';
  constructor(
    readonly code:
      'SOURCE_UNAVAILABLE' | 'SOURCE_AUTH_FAILED' | 'SOURCE_BAD_RESPONSE' | 'SOURCE_NOT_CONFIGURED',
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
