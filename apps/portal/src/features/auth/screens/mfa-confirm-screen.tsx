import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Link } from '@portal/ui';
import { paths } from '../../../config/paths';
import { showErrorToast } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { decodePatientProfile } from '../../../lib/profile';
import { storeTokens } from '../../../lib/session';
import { analytics } from '../../../lib/tracking';
import { chooseMfaMethod, confirmMfaCode, getGatepass } from '../api/auth';
import { AuthPanel } from '../components/auth-panel';
import { CodeField } from '../components/code-field';
import { FlowExpired } from '../components/flow-expired';
import { FormError } from '../components/form-error';
import { clearMfaFlow, readMfaFlow } from '../mfa-flow';
import { useCodeEntry } from '../use-code-entry';

/** Where a confirmed patient goes: a new one verifies their identity; a returning one resumes (gatepass). */
async function nextPathAfterConfirm(kind: 'login' | 'signup'): Promise<string> {
  if (kind === 'signup') return paths.verifyId;
  try {
    const gatepass = await getGatepass();
    return gatepass.next_step === 'verify_id' || gatepass.next_step === 'verify_phone'
      ? paths.verifyId
      : paths.home;
  } catch {
    return paths.home;
  }
}

/** The authentication code (login) or "verify your device" (sign-up) screen. */
export default function MfaConfirmScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const flow = readMfaFlow();
  const entry = useCodeEntry();
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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const code = entry.accept();
    if (!code) return;
    setConfirming(true);
    setError(null);
    try {
      const tokens = await confirmMfaCode({ mfa_token: flow.mfaToken, code });
      storeTokens(tokens);
      clearMfaFlow();
      // [PROF-7] The language saved in the account's settings is the portal's once the patient signs in, on any
      // device; switching it afterwards (header or settings) lasts for the session as before.
      const { locale } = decodePatientProfile(tokens.id_token, () => undefined);
      if (flow.kind === 'login' && (locale === 'en' || locale === 'es') && locale !== i18n.resolvedLanguage)
        await i18n.changeLanguage(locale);
      analytics.track(flow.kind === 'signup' ? 'Device Verified' : 'Logged In', { method: flow.method });
      navigate(await nextPathAfterConfirm(flow.kind), { replace: true });
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
      notify.success(t('mfa.resent'));
    } catch (failure) {
      showErrorToast(failure);
    } finally {
      setResending(false);
    }
  };

  const intro =
    flow.method === 'totp' ? t('mfa.sentByApp') : t('mfa.sentTo', { destination: flow.destination ?? '' });

  return (
    <AuthPanel title={title} description={intro}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={confirming}>
        <FormError title={t('mfa.confirmFailed')} error={error} />
        <CodeField entry={entry} hint={flow.method === 'totp' ? undefined : t('mfa.codeHint')} />
        <Button type="submit" width="full" loading={confirming}>
          {confirming ? t('mfa.confirming') : t('mfa.confirm')}
        </Button>
        <div className="flex flex-wrap justify-between gap-2">
          {flow.method !== 'totp' && (
            <Button type="button" variant="ghost" size="sm" onClick={() => void resend()} loading={resending}>
              {t('mfa.resend')}
            </Button>
          )}
          {flow.kind === 'login' && flow.methods.length > 1 && (
            <Link asChild>
              <RouterLink to={paths.mfaChoose}>{t('mfa.otherMethod')}</RouterLink>
            </Link>
          )}
        </div>
      </form>
    </AuthPanel>
  );
}
