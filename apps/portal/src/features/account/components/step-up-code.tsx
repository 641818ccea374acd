import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { StepUpAction, StepUpMethod, StepUpPasskeyRequest } from '@portal/contract';
import { Alert, Button, FieldError, RadioGroup, TextField } from '@portal/ui';
import { usePatientProfile } from '../../../app/patient-profile';
import { extractErrorMessage } from '../../../lib/errors';
import { passkeyFailure } from '../../../lib/passkeys';
import { useAuthenticators } from '../api/authenticators';
import { usePasskeys } from '../api/passkeys';
import { answerStepUpWithPasskey, startStepUp } from '../api/step-up';
import { stepUpMethods } from '../rules/step-up-methods';
import { useSubmit } from './use-submit';

export interface StepUp {
  mfa_token: string;
  code: string;
}

/**
 * The passkey's answer to a step-up: the browser signs the server's options, and the answer comes back as the
 * step-up's one-time code, sent with the change like a typed one.
 */
async function confirmWithPasskey(action: StepUpAction): Promise<StepUp> {
  const started = await startStepUp('passkey', action);
  const optionsJSON = started.passkey_options as unknown as PublicKeyCredentialRequestOptionsJSON;
  const credential = await startAuthentication({ optionsJSON });
  const { code } = await answerStepUpWithPasskey({
    mfa_token: started.mfa_token,
    credential: credential as StepUpPasskeyRequest['credential'],
  });
  return { mfa_token: started.mfa_token, code };
}

/**
 * The fresh second factor one sign-in change (`action`) asks for, by any factor the account has (a text, a proven
 * email, the authenticator app, a passkey: a choice shows when there is more than one), then the code's field, or
 * for a passkey its prompt. Reports the attempt and its code; nothing is sent until the patient asks. `error`
 * (the form's "enter the code", or the server's refusal of it) is announced and tied to the code's field once
 * there is one, to the button before.
 */
export function StepUpCode({
  action,
  onChange,
  error,
}: {
  action: StepUpAction;
  onChange: (stepUp: StepUp | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const sendErrorId = useId();
  const { profile } = usePatientProfile();
  const { data: apps } = useAuthenticators();
  const { data: keys } = usePasskeys();
  const methods = stepUpMethods({
    emailVerified: profile.email_verified,
    authenticators: apps?.authenticators,
    passkeys: keys?.passkeys,
  });
  const [chosen, setChosen] = useState<StepUpMethod>('sms');
  const method = methods.includes(chosen) ? chosen : 'sms';
  const [sent, setSent] = useState<{ mfa_token: string; destination: string } | null>(null);
  const [code, setCode] = useState('');
  const send = useSubmit(startStepUp);
  const passkey = useSubmit(confirmWithPasskey);

  const ask = async () => {
    onChange(null);
    if (method === 'passkey') {
      const confirmed = await passkey.run(action);
      if (!confirmed) return;
      setSent({ mfa_token: confirmed.mfa_token, destination: 'passkey' });
      onChange(confirmed);
      return;
    }
    const started = await send.run(method, action);
    if (!started) return;
    setSent(started);
    setCode('');
  };
  const failed = send.error ?? (passkey.error && passkeyFailure(passkey.error, t('mfa.passkeyNotUsed')));
  const byPasskey = sent?.destination === 'passkey';

  return (
    <div className="flex flex-col gap-3">
      {failed ? <Alert tone="danger" title={extractErrorMessage(failed)} /> : null}
      {methods.length > 1 && (
        <RadioGroup
          legend={t('account.security.confirmWith')}
          name="step-up-method"
          value={method}
          onValueChange={(value) => {
            setChosen(value as StepUpMethod);
            setSent(null);
            setCode('');
            onChange(null);
          }}
          options={methods.map((value) => ({ value, label: t(`mfa.methods.${value}`) }))}
        />
      )}
      {byPasskey && (
        <p role="status" className="text-on-surface-muted">
          {t('account.security.passkeyConfirmed')}
        </p>
      )}
      {sent && !byPasskey && (
        <TextField
          label={t('fields.code')}
          hint={
            sent.destination === 'authenticator'
              ? t('mfa.sentByApp')
              : t('account.security.codeSent', { destination: sent.destination })
          }
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={error}
          value={code}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, 6);
            setCode(digits);
            onChange(digits.length === 6 ? { mfa_token: sent.mfa_token, code: digits } : null);
          }}
        />
      )}
      <div className="flex flex-col gap-1">
        <Button
          type="button"
          variant="secondary"
          loading={send.busy || passkey.busy}
          onClick={() => void ask()}
          aria-describedby={(!sent || byPasskey) && error ? sendErrorId : undefined}
        >
          {t(`account.security.${sent ? 'again' : 'ask'}.${method}`)}
        </Button>
        {(!sent || byPasskey) && <FieldError id={sendErrorId}>{error}</FieldError>}
      </div>
    </div>
  );
}
