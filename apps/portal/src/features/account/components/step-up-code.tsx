import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, FieldError, TextField } from '@portal/ui';
import { extractErrorMessage } from '../../../lib/errors';
import { startStepUp } from '../api/step-up';
import { useSubmit } from './use-submit';

export interface StepUp {
  mfa_token: string;
  code: string;
}

/**
 * The fresh second factor a sign-in change asks for: "Text me a code", then the code's field. Reports the
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
  const [sent, setSent] = useState<{ mfa_token: string; destination: string } | null>(null);
  const [code, setCode] = useState('');
  const send = useSubmit(startStepUp);

  const ask = async () => {
    const started = await send.run();
    if (!started) return;
    setSent(started);
    setCode('');
    onChange(null);
  };

  return (
    <div className="flex flex-col gap-3">
      {send.error ? <Alert tone="danger" title={extractErrorMessage(send.error)} /> : null}
      {sent && (
        <TextField
          label={t('fields.code')}
          hint={t('account.security.codeSent', { destination: sent.destination })}
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
          {sent ? t('account.security.sendAgain') : t('account.security.sendCode')}
        </Button>
        {!sent && <FieldError id={sendErrorId}>{error}</FieldError>}
      </div>
    </div>
  );
}
