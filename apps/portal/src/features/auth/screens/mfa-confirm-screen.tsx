import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Link } from '@portal/ui';
import { paths } from '../../../config/paths';
import { showErrorToast } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { chooseMfaMethod, confirmMfaCode } from '../api/auth';
import { AuthPanel } from '../components/auth-panel';
import { CodeField } from '../components/code-field';
import { FlowExpired } from '../components/flow-expired';
import { FormError } from '../components/form-error';
import { PasskeySignIn } from '../components/passkey-sign-in';
import { readMfaFlow } from '../mfa-flow';
import { codeRefusal } from '../rules/code-refusal';
import { useFinishSignIn } from '../use-finish-sign-in';
import { useCodeEntry } from '../use-code-entry';

/** The authentication code (login) or "verify your device" (sign-up) screen. */
export default function MfaConfirmScreen() {
  const { t } = useTranslation();
  const flow = readMfaFlow();
  const entry = useCodeEntry();
  const finish = useFinishSignIn();
  const [confirming, setConfirming] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const title = flow?.kind === 'signup' ? t('mfa.verifyDeviceTitle') : t('mfa.codeTitle');

  if (!flow) {
    return (
      <AuthPanel title={title}>
        <FlowExpired />
      </AuthPanel>
    );
  }

  const otherWay = flow.kind === 'login' && (flow.methods.length > 1 || flow.usePasskey) && (
    <Link asChild>
      <RouterLink to={paths.mfaChoose}>{t('mfa.otherMethod')}</RouterLink>
    </Link>
  );

  if (flow.usePasskey) {
    return (
      <AuthPanel title={t('mfa.passkeyTitle')} description={t('mfa.passkeyIntro')}>
        <PasskeySignIn flow={flow} />
        <div className="mt-4">{otherWay}</div>
      </AuthPanel>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const code = entry.accept();
    if (!code) return;
    setConfirming(true);
    setError(null);
    try {
      const tokens = await confirmMfaCode({ mfa_token: flow.mfaToken, code });
      await finish(flow, tokens, flow.method);
    } catch (failure) {
      setError(failure);
      setConfirming(false);
      entry.input.current?.focus();
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await chooseMfaMethod({ mfa_token: flow.mfaToken, method: flow.method ?? 'sms' });
      // The old code's refusal no longer holds: the new one has its own tries
      setError(null);
      entry.clear();
      entry.input.current?.focus();
      notify.success(t('mfa.resent'));
    } catch (failure) {
      showErrorToast(failure);
    } finally {
      setResending(false);
    }
  };

  const refusal = codeRefusal(error, flow.method);
  const intro =
    flow.method === 'totp' ? t('mfa.sentByApp') : t('mfa.sentTo', { destination: flow.destination ?? '' });

  return (
    // a masked email may be one long word (its domain): it wraps rather than widen the page
    <AuthPanel title={title} description={<span className="wrap-anywhere">{intro}</span>}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={confirming}>
        <FormError title={t('mfa.confirmFailed')} error={refusal ? null : error} />
        <CodeField
          entry={entry}
          hint={flow.method === 'totp' ? undefined : t('mfa.codeHint')}
          refusal={refusal && t(refusal.key, { count: refusal.count })}
        />
        <Button type="submit" width="full" loading={confirming}>
          {confirming ? t('mfa.confirming') : t('mfa.confirm')}
        </Button>
        <div className="flex flex-wrap justify-between gap-2">
          {flow.method !== 'totp' && (
            <Button type="button" variant="ghost" size="sm" onClick={() => void resend()} loading={resending}>
              {t('mfa.resend')}
            </Button>
          )}
          {otherWay}
        </div>
      </form>
    </AuthPanel>
  );
}
