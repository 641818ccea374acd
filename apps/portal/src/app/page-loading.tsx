import { useTranslation } from 'react-i18next';
import { Spinner } from '@portal/ui';

/**
 * A whole screen tall, so the footer waits below the fold while a page loads: the page arriving then pushes
 * nothing the patient sees (no layout shift). A page that shows it while its own reads settle gives its `title`,
 * so the page keeps its heading for screen readers meanwhile.
 */
export function PageLoading({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen justify-center py-16">
      {title && <h1 className="sr-only">{title}</h1>}
      <Spinner size="lg" label={t('app.loading')} />
    </div>
  );
}
