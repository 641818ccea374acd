import type { EmailVerificationConfirmRequest, EmailVerified } from '@portal/contract';
import { api } from '../../../lib/api';

/** The code from the email comes back: the address becomes a sign-in and reset channel. */
export const confirmEmailVerification = (body: EmailVerificationConfirmRequest) =>
  api.post<EmailVerified>('/v1/account/email/verification/confirm', body);
