import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

const PERIOD = 30;
const WINDOW = 1;

const totpFor = (secret: string, issuer = 'Patient portal', label = 'patient') =>
  new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

/** A new base32 secret (160 bits, as RFC 4226 recommends). */
export const newTotpSecret = (): string => new OTPAuth.Secret({ size: 20 }).base32;

export const otpauthUri = (secret: string, issuer: string, label: string): string =>
  totpFor(secret, issuer, label).toString();

export const qrDataUrl = (uri: string): Promise<string> =>
  QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1 });

/** The time step a code belongs to (within one step of now), or null if it matches none. */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** The current code (tests and the seed use it; the patient's app computes the same). */
export const totpCode = (secret: string, at: Date): string =>
  totpFor(secret).generate({ timestamp: at.getTime() });
