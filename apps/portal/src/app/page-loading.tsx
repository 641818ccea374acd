import { useTranslation } from 'react-i18next';
import { Spinner } from '@portal/ui';

/**
 * A whole screen tall, so the footer waits below the fold while a page loads: the page arriving then pushes
 * nothing the patient sees (no layout shift). It stands in for the page, so it carries the page's one heading
 * ("Loading…", for screen readers): whether a page's code or its reads are on their way, the page is never
 * without an h1.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen justify-center py-16">
      <h1 className="sr-only">{t('app.loading')}</h1>
      <Spinner size="lg" label={t('app.loading')} />
    </div>
  );
}
