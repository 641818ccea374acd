import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@portal/ui';
import { confirmEmailVerification } from '../api/confirm-email-verification';
import { startEmailVerification } from '../api/start-email-verification';
import { useCodeEntry } from '../use-code-entry';
import { CodeField } from './code-field';
import { FormError } from './form-error';

type Step = { step: 'ask' } | { step: 'code'; mfaToken: string; destination: string } | { step: 'done' };

/**
 * Asks a patient whose email is not proven yet to confirm it with a code: until then the server sends sign-in
 * codes and reset links only to the phone, and a caregiver invitation cannot be accepted. Shows nothing once the
 * email is verified; `onVerified` hears of it (the invitation is then accepted again).
 */
export function VerifyEmailCard({
  emailVerified,
  onVerified,
}: {
  emailVerified: boolean | undefined;
  onVerified?: () => void;
}) {
  const { t } = useTranslation();
  const entry = useCodeEntry();
  const [state, setState] = useState<Step>({ step: 'ask' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  if (emailVerified !== false) return null;

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const started = await startEmailVerification();
      setState({ step: 'code', mfaToken: started.mfa_token, destination: started.destination });
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (state.step !== 'code') return;
    const code = entry.accept();
    if (!code) return;
    setBusy(true);
    setError(null);
    try {
      await confirmEmailVerification({ mfa_token: state.mfaToken, code });
      setState({ step: 'done' });
      onVerified?.();
    } catch (failure) {
      setError(failure);
      entry.input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="verify-email-title">
      <h2 id="verify-email-title" className="text-lg font-semibold">
        {t('verifyEmail.title')}
      </h2>
      {state.step === 'done' ? (
        <p role="status" className="mt-2">
          {t('verifyEmail.done')}
        </p>
      ) : (
        <div className="mt-2 flex flex-col gap-3">
          <FormError title={t('verifyEmail.failed')} error={error} />
          {state.step === 'ask' ? (
            <>
              <p>{t('verifyEmail.why')}</p>
              <Button type="button" onClick={() => void send()} loading={busy} className="self-start">
                {t('verifyEmail.send')}
              </Button>
            </>
          ) : (
            <form noValidate onSubmit={confirm} className="flex flex-col gap-3" aria-busy={busy}>
              {/* a masked email may be one long word (its domain): it wraps rather than widen the page */}
              <p className="wrap-anywhere">{t('verifyEmail.sentTo', { destination: state.destination })}</p>
              <CodeField entry={entry} />
              <Button type="submit" loading={busy} className="self-start">
                {t('verifyEmail.confirm')}
              </Button>
            </form>
          )}
        </div>
      )}
    </Card>
  );
}
