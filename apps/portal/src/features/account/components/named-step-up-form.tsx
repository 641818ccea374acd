import { useState, type FormEvent } from 'react';
import { TEXT_LIMITS, type StepUpAction } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@portal/ui';
import { Refusal } from './refusal';
import { StepUpCode, type StepUp } from './step-up-code';
import { FormActions } from '../../../components/form-actions';

/**
 * Adding a second factor (an authenticator app, a passkey): the patient names it, then proves it is them with a
 * fresh code. Sent without one, it says at the code what is missing; an empty name becomes `defaultName`.
 */
export function NamedStepUpForm({
  action,
  nameLabel,
  nameHint,
  defaultName,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  /** The change the step-up is for: its code opens that change only. */
  action: StepUpAction;
  nameLabel: string;
  nameHint: string;
  defaultName: string;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (name: string, stepUp: StepUp) => unknown;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [stepUp, setStepUp] = useState<StepUp | null>(null);
  const [checked, setChecked] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (stepUp) void onSubmit(name.trim() || defaultName, stepUp);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Refusal error={error} />
      <TextField
        label={nameLabel}
        hint={nameHint}
        value={name}
        maxLength={TEXT_LIMITS.deviceLabel}
        onChange={(e) => setName(e.target.value)}
      />
      <p className="text-on-surface-muted">{t('account.security.confirmBody')}</p>
      <StepUpCode
        action={action}
        onChange={setStepUp}
        error={checked && !stepUp ? t('account.security.codeMissing') : undefined}
      />
      <FormActions onCancel={onCancel}>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}
