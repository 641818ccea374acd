import { Alert } from '@portal/ui';
import { extractErrorMessage } from '../../../lib/errors';

/** A refused change, in place: the server's reason after its code. */
export function Refusal({ error }: { error: unknown }) {
  return error ? <Alert tone="danger" title={extractErrorMessage(error)} /> : null;
}
