import { useState } from 'react';
import { Button } from '@portal/ui';
import { passkeyFailure } from '../../../lib/passkeys';
import { FormError } from './form-error';

/**
 * A button that runs a passkey ceremony: busy while it runs; if it fails, the server's reason, or `notUsed` when
 * the browser's prompt was cancelled, under `failedTitle`. Holds no WebAuthn code of its own, so a page can show it
 * and load the ceremony only when pressed.
 */
export function PasskeyButton({
  label,
  failedTitle,
  notUsed,
  variant,
  ceremony,
}: {
  label: string;
  failedTitle: string;
  notUsed: string;
  variant?: 'primary' | 'secondary';
  ceremony: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await ceremony();
    } catch (failure) {
      setError(passkeyFailure(failure, notUsed));
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <FormError title={failedTitle} error={error} />
      <Button type="button" variant={variant} width="full" loading={busy} onClick={() => void run()}>
        {label}
      </Button>
    </div>
  );
}
