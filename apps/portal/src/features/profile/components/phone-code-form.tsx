import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { PhoneCodeSent } from '@portal/contract';
import { Button, TextField } from '@portal/ui';
import { confirmPhone } from '../api/confirm-phone';
import { phonesKey } from '../api/get-phones';
import { resendPhoneCode } from '../api/resend-phone-code';
import { problem, useProblemText } from '../../../lib/problem-text';
import { useFieldRefusals } from '../../../lib/use-field-refusals';
import { useSave } from './use-save';

/** A wrong, expired or spent code is said at the code. */
const CODE_REFUSALS = {
  code: 'code',
  MFA_CODE_INVALID: 'code',
  MFA_CODE_EXPIRED: 'code',
  MFA_CODE_LOCKED: 'code',
} as const;

/**
 * The code texted to a new number [PROF-3]: the number counts once it comes back. "Send a new code" replaces the
 * code (the old one no longer works).
 */
export function PhoneCodeForm({
  sent,
  onResent,
  onConfirmed,
}: {
  sent: PhoneCodeSent;
  /** The new code's attempt, for a screen that keeps it across a reload. */
  onResent?: (sent: PhoneCodeSent) => void;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [current, setCurrent] = useState(sent);
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const { saving, save } = useSave();
  const text = useProblemText();
  const { refusals, take, fixed } = useFieldRefusals(CODE_REFUSALS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // a code that is not 6 digits is said here, before a try of the few the code allows is spent
    setChecked(true);
    if (code.length !== 6) return;
    const took = await save(async () => {
      await confirmPhone({ id: current.phone.id, mfa_token: current.mfa_token, code });
      await mutate(phonesKey);
      return t('profile.phones.confirmed');
    }, take);
    if (took) onConfirmed();
  };
  const again = () =>
    save(async () => {
      const again = await resendPhoneCode(current.phone.id);
      setCurrent(again);
      onResent?.(again);
      setCode('');
      setChecked(false);
      fixed('code');
      return t('profile.phones.codeResent');
    });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <TextField
        label={t('fields.code')}
        hint={t('profile.phones.codeSent', { destination: current.destination })}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={code}
        error={checked && code.length !== 6 ? text(problem('code_format', 'code')) : refusals.code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, '').slice(0, 6));
          fixed('code');
        }}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={saving}>
          {t('profile.phones.confirm')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => void again()}>
          {t('profile.phones.sendAgain')}
        </Button>
      </div>
    </form>
  );
}
