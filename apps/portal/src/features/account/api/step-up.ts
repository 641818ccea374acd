import type { StepUpStarted } from '@portal/contract';
import { api } from '../../../lib/api';

/** `POST /v1/account/step-up`: a fresh code texted to the phone, asked before a change to how the patient signs in. */
export const startStepUp = () => api.post<StepUpStarted>('/v1/account/step-up', {});
