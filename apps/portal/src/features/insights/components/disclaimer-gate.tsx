import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EmptyState,
  Skeleton,
} from '@portal/ui';
import { showErrorToast } from '../../../lib/api';
import { acknowledgeDisclaimer, useDisclaimerAcknowledged } from '../api/insights-disclaimer';

/**
 * [HOME-1] The disclaimer dialog shown before the first insight: the insights appear once the patient has
 * acknowledged it, which is stored once for the account (so it is not asked again on another device). Closing
 * the dialog without acknowledging leaves the insights hidden, with a way back to the note. The insights screens
 * open it at once (`openAtFirst`); Home, where insights are one part of many, waits to be asked, so the rest of
 * Home stays usable.
 */
export function DisclaimerGate({
  children,
  openAtFirst = true,
}: {
  children: ReactNode;
  openAtFirst?: boolean;
}) {
  const { t } = useTranslation();
  const { acknowledged, failed, mutate } = useDisclaimerAcknowledged();
  const [open, setOpen] = useState(openAtFirst);
  const [saving, setSaving] = useState(false);
  if (acknowledged) return children;
  if (acknowledged === undefined && !failed) return <Skeleton shape="block" className="h-24" />;
  const acknowledge = async () => {
    setSaving(true);
    try {
      await acknowledgeDisclaimer(mutate);
    } catch (error) {
      showErrorToast(error);
      setSaving(false);
    }
  };
  return (
    <>
      <EmptyState
        title={t('insights.disclaimer.hiddenTitle')}
        description={t('insights.disclaimer.hiddenDescription')}
        headingLevel={2}
        action={
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            {t('insights.disclaimer.show')}
          </Button>
        }
      />
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('close')}>
          <DialogHeader>
            <DialogTitle>{t('insights.disclaimer.title')}</DialogTitle>
            <DialogDescription>{t('insights.disclaimer.description')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button onClick={() => void acknowledge()} loading={saving}>
              {t('insights.disclaimer.acknowledge')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
