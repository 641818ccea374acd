import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MfaMethod } from '@portal/contract';
import { Button, RadioGroup } from '@portal/ui';
import { paths } from '../../../config/paths';
import { chooseMfaMethod } from '../api/auth';
import { AuthPanel } from '../components/auth-panel';
import { FlowExpired } from '../components/flow-expired';
import { FormError } from '../components/form-error';
import { readMfaFlow, saveMfaFlow } from '../mfa-flow';

/** MFA choose: how the one-time code should reach the patient (only the methods their account has). */
export default function MfaChooseScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = readMfaFlow();
  const [method, setMethod] = useState<MfaMethod | undefined>(
    flow?.method ?? (flow?.methods.length === 1 ? flow.methods[0] : undefined),
  );
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const group = useRef<HTMLFieldSetElement>(null);

  if (!flow) {
    return (
      <AuthPanel title={t('mfa.chooseTitle')}>
        <FlowExpired />
      </AuthPanel>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method) {
      setMissing(true);
      group.current?.querySelector('input')?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      const { destination } = await chooseMfaMethod({ mfa_token: flow.mfaToken, method });
      saveMfaFlow({ ...flow, method, destination, usePasskey: false });
      navigate(paths.mfaConfirm);
    } catch (failure) {
      setError(failure);
      setSending(false);
    }
  };

  return (
    <AuthPanel title={t('mfa.chooseTitle')} description={t('mfa.chooseDescription')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={sending}>
        <FormError title={t('mfa.chooseFailed')} error={error} />
        <RadioGroup
          ref={group}
          legend={t('mfa.methodsLegend')}
          name="method"
          required
          value={method ?? ''}
          onValueChange={(value) => {
            setMethod(value as MfaMethod);
            setMissing(false);
          }}
          options={flow.methods.map((value) => ({
            value,
            label: t(`mfa.methods.${value}`),
            hint: t(`mfa.methodHints.${value}`),
          }))}
          error={missing ? t('mfa.chooseRequired') : undefined}
        />
        <Button type="submit" width="full" loading={sending}>
          {t('mfa.chooseSubmit')}
        </Button>
      </form>
      {flow.passkey && (
        <div className="mt-4 flex flex-col gap-3 border-t border-border pt-4">
          <p className="text-on-surface-muted">{t('mfa.passkeyHint')}</p>
          <Button
            type="button"
            variant="secondary"
            width="full"
            onClick={() => {
              saveMfaFlow({ ...flow, usePasskey: true });
              navigate(paths.mfaConfirm);
            }}
          >
            {t('mfa.usePasskey')}
          </Button>
        </div>
      )}
    </AuthPanel>
  );
}
