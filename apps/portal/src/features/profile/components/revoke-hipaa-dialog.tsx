import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HipaaDetailsResponse } from '@portal/contract';
import {
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
import { hipaaDetailsKey } from '../api/get-hipaa-details';
import { useOptimisticChange } from '../api/optimistic';
import { revokeHipaa } from '../api/revoke-hipaa';
import { useSave } from './use-save';

/** [PROF-6] Revoking, asked once more: what stops (new record pulls) and what stays (records already here). */
export function RevokeHipaaDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { saving, save } = useSave();
  const change = useOptimisticChange();
  const confirm = async () => {
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
    if (took) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">{t('profile.hipaa.revoke')}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('profile.cancel')}>
        <DialogHeader>
          <DialogTitle>{t('profile.hipaa.revokeTitle')}</DialogTitle>
          <DialogDescription>{t('profile.hipaa.revokeDescription')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('profile.hipaa.keep')}</Button>
          </DialogClose>
          <Button variant="danger" loading={saving} onClick={() => void confirm()}>
            {t('profile.hipaa.confirmRevoke')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
