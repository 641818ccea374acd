import type { OpenShareRequest, ScopedView } from '@portal/contract';
import { api } from '../../../lib/api';

/**
 * `POST /v1/shared/open` [SHARE-2]: the recipient exchanges the link's key (and passcode) for a short-lived
 * read-only token scoped to the grant. Public: the key is the credential.
 */
export const openShare = (body: OpenShareRequest) => api.post<ScopedView>('/v1/shared/open', body);
