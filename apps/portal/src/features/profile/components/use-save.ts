import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../lib/api';
import { notify } from '../../../lib/notify';

/**
 * Runs one change of a profile form: `saving` while it is sent, a "saved" toast when it took (or the caller's
 * own message), the server's "CODE - message" as the error toast when it did not, unless `atField` shows it at
 * the field it concerns (useFieldRefusals' `take`). `save` answers whether it took; `attempt` answers the refusal
 * itself (nothing when it took), for a form that reads more of it (the photo an insurance refusal names).
 */
export function useSave() {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const attempt = async (
    change: () => Promise<string | void>,
    atField?: (error: unknown) => boolean,
  ): Promise<{ refused: unknown } | undefined> => {
    setSaving(true);
    try {
      notify.success((await change()) ?? t('profile.saved'));
      return undefined;
    } catch (error) {
      if (!atField?.(error)) showErrorToast(error);
      return { refused: error };
    } finally {
      setSaving(false);
    }
  };
  const save = async (change: () => Promise<string | void>, atField?: (error: unknown) => boolean) =>
    !(await attempt(change, atField));
  return { saving, save, attempt };
}
