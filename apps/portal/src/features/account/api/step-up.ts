import type {
  StepUpAction,
  StepUpMethod,
  StepUpPasskeyAnswer,
  StepUpPasskeyRequest,
  StepUpStarted,
} from '@portal/contract';
import { api } from '../../../lib/api';

/**
 * `POST /v1/account/step-up`: a fresh second factor before one change to how the patient signs in, by the factor
 * chosen (a text, a proven email, the authenticator app or a passkey, to which nothing is sent).
 */
export const startStepUp = (method: StepUpMethod, action: StepUpAction) =>
  api.post<StepUpStarted>('/v1/account/step-up', { method, action });

/** `POST /v1/account/step-up/passkey`: the passkey's answer, exchanged for the step-up's one-time code. */
export const answerStepUpWithPasskey = (body: StepUpPasskeyRequest) =>
  api.post<StepUpPasskeyAnswer>('/v1/account/step-up/passkey', body);
