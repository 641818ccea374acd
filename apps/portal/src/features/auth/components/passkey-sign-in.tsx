import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startAuthentication } from '@simplewebauthn/browser';
import type { LoginPasskeyRequest } from '@portal/contract';
import { Button } from '@portal/ui';
import { passkeyFailure } from '../../../lib/passkeys';
import { loginPasskeyOptions, loginWithPasskey } from '../api/auth';
import type { MfaFlow } from '../mfa-flow';
import { useFinishSignIn } from '../use-finish-sign-in';
import { FormError } from './form-error';

/** The account's passkey answers this sign-in instead of a one-time code [AUTH-6]. */
export function PasskeySignIn({ flow }: { flow: MfaFlow }) {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const use = async () => {
    setBusy(true);
    setError(null);
    try {
      const optionsJSON = await loginPasskeyOptions(flow.mfaToken);
      const credential = await startAuthentication({ optionsJSON });
      const tokens = await loginWithPasskey({
        mfa_token: flow.mfaToken,
        credential: credential as LoginPasskeyRequest['credential'],
      });
      await finish(flow, tokens, 'passkey');
    } catch (failure) {
      setError(passkeyFailure(failure, t('mfa.passkeyNotUsed')));
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <FormError title={t('mfa.passkeyFailed')} error={error} />
      <Button type="button" width="full" loading={busy} onClick={() => void use()}>
        {t('mfa.passkeyUse')}
      </Button>
    </div>
  );
}
