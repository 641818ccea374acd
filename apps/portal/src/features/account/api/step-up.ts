import type { MfaMethod, StepUpStarted } from '@portal/contract';
import { api } from '../../../lib/api';

/**
 * `POST /v1/account/step-up`: a fresh second factor before a change to how the patient signs in, by the factor
 * chosen (a text, a proven email, or the authenticator app, to which nothing is sent).
 */
export const startStepUp = (method: MfaMethod) => api.post<StepUpStarted>('/v1/account/step-up', { method });
