import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal/ui';
import { useOptimisticChange } from '../api/optimistic';
import { useSave } from './use-save';

/** The save button of a profile form, busy while the change is sent. */
export function SaveButton({ saving, children }: { saving: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div>
      <Button type="submit" loading={saving}>
        {children ?? t('profile.save')}
      </Button>
    </div>
  );
}

/**
 * A form over one answer the patient keeps as a whole (gender, Demographics 2): edited locally, saved with
 * `send`, shown in the cache at once and rolled back if refused.
 */
export function useAnswerForm<T>(key: string, saved: T, send: (value: T) => Promise<unknown>) {
  const [value, setValue] = useState(saved);
  const { saving, save } = useSave();
  const change = useOptimisticChange();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(() =>
      change<T>(
        key,
        () => value,
        () => send(value),
      ),
    );
  };
  return { value, setValue, saving, onSubmit };
}
