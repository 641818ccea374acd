import { useTranslation } from 'react-i18next';
import { startAuthentication } from '@simplewebauthn/browser';
import type { LoginPasskeyRequest } from '@portal/contract';
import { loginPasskeyOptions, loginWithPasskey } from '../api/auth';
import type { MfaFlow } from '../mfa-flow';
import { useFinishSignIn } from '../use-finish-sign-in';
import { PasskeyButton } from './passkey-button';

/** The account's passkey answers this sign-in instead of a one-time code [AUTH-6]. */
export function PasskeySignIn({ flow }: { flow: MfaFlow }) {
  const { t } = useTranslation();
  const finish = useFinishSignIn();

  const use = async () => {
    const optionsJSON = await loginPasskeyOptions(flow.mfaToken);
    const credential = await startAuthentication({ optionsJSON });
    const tokens = await loginWithPasskey({
      mfa_token: flow.mfaToken,
      credential: credential as LoginPasskeyRequest['credential'],
    });
    await finish(flow, tokens, 'passkey');
  };

  return (
    <PasskeyButton
      label={t('mfa.passkeyUse')}
      failedTitle={t('mfa.passkeyFailed')}
      notUsed={t('mfa.passkeyNotUsed')}
      ceremony={use}
    />
  );
}
