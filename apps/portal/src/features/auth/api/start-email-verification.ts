import type { EmailVerificationStarted } from '@portal/contract';
import { api } from '../../../lib/api';

/** Sends a code to the signed-in patient's email (POST /v1/account/email/verification). */
export const startEmailVerification = () =>
  api.post<EmailVerificationStarted>('/v1/account/email/verification', {});
