import { jwtDecode } from 'jwt-decode';

/** The id token's OIDC-style claims the portal shows (set by the server, see ARCHITECTURE.md). */
export interface PatientProfile {
  sub?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  phone_number?: string;
  birthdate?: string;
  locale?: string;
  brand?: string;
  /** False until the patient confirms the email with a code (see VerifyEmailCard). */
  email_verified?: boolean;
}

/**
 * [SESS-5] patientProfile is the decoded id_token, or {} when decoding fails — then `onDecodeError` shows the
 * error toast. No token at all is not a failure: there is simply no patient yet.
 */
export function decodePatientProfile(idToken: string | null, onDecodeError: () => void): PatientProfile {
  if (!idToken) return {};
  try {
    const claims = jwtDecode<PatientProfile>(idToken);
    return typeof claims === 'object' && claims !== null ? claims : {};
  } catch {
    onDecodeError();
    return {};
  }
}
