import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../lib/api';
import { notify } from '../../../lib/notify';

/**
 * Runs one change of a profile form: `saving` while it is sent, a "saved" toast when it took (or the caller's
 * own message), the server's "CODE - message" as the error toast when it did not, unless `atField` shows it at
 * the field it concerns (useFieldRefusals' `take`). Answers whether it took.
 */
export function useSave() {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const save = async (
    change: () => Promise<string | void>,
    atField?: (error: unknown) => boolean,
  ): Promise<boolean> => {
    setSaving(true);
    try {
      notify.success((await change()) ?? t('profile.saved'));
      return true;
    } catch (error) {
      if (!atField?.(error)) showErrorToast(error);
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
