import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS } from '@portal/contract';
import { Button, TextField } from '@portal/ui';
import { FormActions } from '../../../components/form-actions';
import { problem, useProblemText } from '../../../lib/problem-text';

/**
 * Renaming an authenticator app or a passkey in place. An empty name is said at the field and the form stays open
 * with the patient's typing; a name is handed on (trimmed) to show and save at once.
 */
export function RenameForm({
  fieldLabel,
  initial,
  onRename,
  onCancel,
}: {
  fieldLabel: string;
  initial: string;
  onRename: (label: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const text = useProblemText();
  const input = useRef<HTMLInputElement>(null);
  const [label, setLabel] = useState(initial);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (label.trim()) return onRename(label.trim());
    setMissing(true);
    input.current?.focus();
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextField
        ref={input}
        label={fieldLabel}
        value={label}
        required
        maxLength={TEXT_LIMITS.deviceLabel}
        error={missing ? text(problem('required', 'label')) : undefined}
        onChange={(event) => {
          setLabel(event.target.value);
          setMissing(false);
        }}
      />
      <FormActions onCancel={onCancel}>
        <Button type="submit">{t('account.security.saveName')}</Button>
      </FormActions>
    </form>
  );
}
