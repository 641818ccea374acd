import type { StepUpMethod } from '@portal/contract';

/**
 * [AUTH-6] The factors a sign-in change can be confirmed with, as the server allows them: a text to the phone,
 * the email once proven, an authenticator app once confirmed, any of the patient's passkeys. A text comes first,
 * as the default.
 */
export function stepUpMethods(account: {
  emailVerified: boolean | undefined;
  authenticators: readonly { confirmed: boolean }[] | undefined;
  passkeys: readonly unknown[] | undefined;
}): StepUpMethod[] {
  return [
    'sms',
    ...(account.emailVerified ? (['email'] as const) : []),
    ...(account.authenticators?.some((app) => app.confirmed) ? (['totp'] as const) : []),
    ...(account.passkeys?.length ? (['passkey'] as const) : []),
  ];
}
