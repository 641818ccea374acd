import type { RecoveryFactor } from '@portal/contract';
import { maskEmail, maskPhone } from '../../lib/mask.js';

type Row = { id: string; label: string; created_at: Date };

/**
 * What the review after a reset lists: every passkey and authenticator app (removable), then the sign-in phone and
 * a verified email, masked, which stay: they are how the patient recovers, and the reset itself came through one.
 */
export function reviewList(account: {
  passkeys: Row[];
  authenticators: Row[];
  phone: string;
  phoneVerifiedAt: Date | null;
  email: string;
  emailVerifiedAt: Date | null;
}): RecoveryFactor[] {
  const removable = (kind: 'passkey' | 'authenticator') => (row: Row) => ({
    kind,
    id: row.id,
    label: row.label,
    created_at: row.created_at.toISOString(),
    removable: true,
  });
  const kept = (kind: 'phone' | 'email', label: string, at: Date | null) => ({
    kind,
    id: null,
    label,
    created_at: at?.toISOString() ?? null,
    removable: false,
  });
  return [
    ...account.passkeys.map(removable('passkey')),
    ...account.authenticators.map(removable('authenticator')),
    kept('phone', maskPhone(account.phone), account.phoneVerifiedAt),
    ...(account.emailVerifiedAt ? [kept('email', maskEmail(account.email), account.emailVerifiedAt)] : []),
  ];
}

/**
 * Where a notice of a new factor goes: always the sign-in phone (proven at sign-up), and the email only once it is
 * verified, as reset links do: an unproven address may be a stranger's, who could then remove the factor.
 */
export function noticeChannels(patient: {
  phone: string;
  email: string;
  emailVerifiedAt: Date | null;
}): Array<{ channel: 'sms' | 'email'; to: string }> {
  return [
    { channel: 'sms', to: patient.phone },
    ...(patient.emailVerifiedAt ? [{ channel: 'email' as const, to: patient.email }] : []),
  ];
}

/** A link works until it is used or its time is up (the instant it expires it is dead). */
export const isLive = (link: { used_at: Date | null; expires_at: Date }, now: Date): boolean =>
  link.used_at === null && link.expires_at.getTime() > now.getTime();
