import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MfaMethod } from '@portal/contract';
import { Alert, Button, FieldError, RadioGroup, TextField } from '@portal/ui';
import { usePatientProfile } from '../../../app/patient-profile';
import { extractErrorMessage } from '../../../lib/errors';
import { useAuthenticators } from '../api/authenticators';
import { startStepUp } from '../api/step-up';
import { stepUpMethods } from '../rules/step-up-methods';
import { useSubmit } from './use-submit';

export interface StepUp {
  mfa_token: string;
  code: string;
}

/**
 * The fresh second factor a sign-in change asks for, by any factor the account has (a text, a proven email, the
 * authenticator app: a choice shows when there is more than one), then the code's field. Reports the
 * attempt and the typed code; nothing is sent until the patient asks. `error` (the form's "enter the code")
 * is announced and tied to the code's field once there is one, to the send button before.
 */
export function StepUpCode({
  onChange,
  error,
}: {
  onChange: (stepUp: StepUp | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const sendErrorId = useId();
  const { profile } = usePatientProfile();
  const { data: apps } = useAuthenticators();
  const methods = stepUpMethods({
    emailVerified: profile.email_verified,
    authenticators: apps?.authenticators,
  });
  const [chosen, setChosen] = useState<MfaMethod>('sms');
  const method = methods.includes(chosen) ? chosen : 'sms';
  const [sent, setSent] = useState<{ mfa_token: string; destination: string } | null>(null);
  const [code, setCode] = useState('');
  const send = useSubmit(startStepUp);

  const ask = async () => {
    const started = await send.run(method);
    if (!started) return;
    setSent(started);
    setCode('');
    onChange(null);
  };

  return (
    <div className="flex flex-col gap-3">
      {send.error ? <Alert tone="danger" title={extractErrorMessage(send.error)} /> : null}
      {methods.length > 1 && (
        <RadioGroup
          legend={t('account.security.confirmWith')}
          name="step-up-method"
          value={method}
          onValueChange={(value) => {
            setChosen(value as MfaMethod);
            setSent(null);
            setCode('');
            onChange(null);
          }}
          options={methods.map((value) => ({ value, label: t(`mfa.methods.${value}`) }))}
        />
      )}
      {sent && (
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
          loading={send.busy}
          onClick={() => void ask()}
          aria-describedby={!sent && error ? sendErrorId : undefined}
        >
          {t(`account.security.${sent ? 'again' : 'ask'}.${method}`)}
        </Button>
        {!sent && <FieldError id={sendErrorId}>{error}</FieldError>}
      </div>
    </div>
  );
}
