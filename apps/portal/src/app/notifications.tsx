import { useTranslation } from 'react-i18next';
import { Toaster } from '@portal/ui';

/** The app's toasts (the queue is @portal/ui's `toast`); loaded after the first paint by AppProviders. */
export default function Notifications() {
  const { t } = useTranslation();
  return (
    <Toaster
      dismissLabel={t('app.toastDismiss')}
      regionLabel={t('app.toastRegion')}
      announcementLabel={t('app.toastRegion')}
      variantLabels={{ success: t('app.toastSuccess'), error: t('app.toastError') }}
    />
  );
}
