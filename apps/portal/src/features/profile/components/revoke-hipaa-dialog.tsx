import { useTranslation } from 'react-i18next';
import type { HipaaDetailsResponse } from '@portal/contract';
import { Button, ConfirmDialog } from '@portal/ui';
import { hipaaDetailsKey } from '../api/get-hipaa-details';
import { useOptimisticChange } from '../api/optimistic';
import { revokeHipaa } from '../api/revoke-hipaa';
import { useSave } from './use-save';

/** [PROF-6] Revoking, asked once more: what stops (new record pulls) and what stays (records already here). */
export function RevokeHipaaDialog() {
  const { t } = useTranslation();
  const { saving, save } = useSave();
  const change = useOptimisticChange();
  const revoke = async () => {
    const revokedAt = new Date().toISOString();
    const took = await save(async () => {
      await change<HipaaDetailsResponse>(
        hipaaDetailsKey,
        (current) => ({
          authorizations: current.authorizations.map((a) =>
            a.state === 'in_force' ? { ...a, state: 'revoked', revoked_at: revokedAt } : a,
          ),
        }),
        revokeHipaa,
      );
      return t('profile.hipaa.revoked');
    });
    return Boolean(took);
  };
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">{t('profile.hipaa.revoke')}</Button>}
      title={t('profile.hipaa.revokeTitle')}
      description={t('profile.hipaa.revokeDescription')}
      confirmLabel={t('profile.hipaa.confirmRevoke')}
      cancelLabel={t('profile.hipaa.keep')}
      closeLabel={t('profile.cancel')}
      busy={saving}
      onConfirm={revoke}
    />
  );
}
