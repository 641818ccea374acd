import { useTranslation } from 'react-i18next';
import { Spinner } from '@portal/ui';

/**
 * A whole screen tall, so the footer waits below the fold while a page loads: the page arriving then pushes
 * nothing the patient sees (no layout shift).
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen justify-center py-16">
      <Spinner size="lg" label={t('app.loading')} />
    </div>
  );
}
