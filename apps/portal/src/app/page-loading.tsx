import { useTranslation } from 'react-i18next';
import { Spinner } from '@portal/ui';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" label={t('app.loading')} />
    </div>
  );
}
