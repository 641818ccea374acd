import type { AppAuthorizationDecision, ApproveAppRequest } from '@portal/contract';
import { api } from '../../../lib/api';
import { authorizationKey } from './get-authorization';

/** `POST /v1/apps/authorizations/{uid}/approve`: lets the app read what the patient kept checked. */
export const approveAuthorization = (uid: string, body: ApproveAppRequest) =>
  api.post<AppAuthorizationDecision>(`${authorizationKey(uid)}/approve`, body);
