import type { AppAuthorizationDecision } from '@portal/contract';
import { api } from '../../../lib/api';
import { authorizationKey } from './get-authorization';

/** `POST /v1/apps/authorizations/{uid}/deny`: the app reads nothing and is told so. */
export const denyAuthorization = (uid: string) =>
  api.post<AppAuthorizationDecision>(`${authorizationKey(uid)}/deny`, {});
