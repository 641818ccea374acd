import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog } from '@portal/ui';
import { extractErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useWithdrawConsent } from '../api/withdraw-consent';

/** [STUDY-2] Withdraw consent, asked once more: the site stops seeing the records at once. */
export function WithdrawDialog({ studyId }: { studyId: string }) {
  const { t } = useTranslation();
  const { withdraw, withdrawing, error } = useWithdrawConsent(studyId);
  const confirm = async () => {
    const withdrawn = await withdraw();
    if (withdrawn) notify.success(t('studies.withdraw.done'));
    return Boolean(withdrawn);
  };
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">{t('studies.detail.withdraw')}</Button>}
      title={t('studies.withdraw.title')}
      description={t('studies.withdraw.description')}
      confirmLabel={t('studies.withdraw.confirm')}
      cancelLabel={t('studies.withdraw.cancel')}
      closeLabel={t('close')}
      busy={withdrawing}
      error={error ? extractErrorMessage(error, t('errors.unknown')) : undefined}
      onConfirm={confirm}
    />
  );
}
