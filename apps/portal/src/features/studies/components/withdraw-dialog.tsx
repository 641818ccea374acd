import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@portal/ui';
import { extractErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useWithdrawConsent } from '../api/withdraw-consent';

/** [STUDY-2] Withdraw consent, asked once more: the site stops seeing the records at once. */
export function WithdrawDialog({ studyId }: { studyId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { withdraw, withdrawing, error } = useWithdrawConsent(studyId);
  const confirm = async () => {
    if (await withdraw()) {
      setOpen(false);
      notify.success(t('studies.withdraw.done'));
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">{t('studies.detail.withdraw')}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t('studies.withdraw.title')}</DialogTitle>
          <DialogDescription>{t('studies.withdraw.description')}</DialogDescription>
        </DialogHeader>
        {Boolean(error) && <Alert tone="danger">{extractErrorMessage(error, t('errors.unknown'))}</Alert>}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('studies.withdraw.cancel')}</Button>
          </DialogClose>
          <Button variant="danger" loading={withdrawing} onClick={() => void confirm()}>
            {t('studies.withdraw.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
