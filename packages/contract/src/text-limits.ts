import { PASSWORD_MAX_LENGTH } from './auth-rules.js';

/**
 * The server's length caps of the text a patient types, by what the text is: the schemas refuse past them and the
 * portal's inputs take them as `maxLength`, so a field never holds what the server would refuse as too long.
 */
export const TEXT_LIMITS = {
  name: 100,
  password: PASSWORD_MAX_LENGTH,
  email: 254,
  /** An address's first and second line. */
  street: 120,
  city: 80,
  /** 12345-6789 */
  zip: 10,
  /** A signature: the full name typed to sign. */
  fullName: 200,
  /** A passkey's or an authenticator app's name. */
  deviceLabel: 60,
  note: 500,
  passcode: 64,
  organization: 150,
  reason: 200,
  /** A driver licence number: 1 to 20 letters and digits. */
  licenceNumber: 20,
  /** 123-45-6789 */
  ssn: 11,
  payer: 120,
  memberId: 40,
  groupNumber: 40,
} as const;
