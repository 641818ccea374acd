import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link, PageHeader } from '@portal/ui';
import { paths } from '../config/paths';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('app.notFoundTitle')} description={t('app.notFoundBody')} />
      <Link asChild>
        <RouterLink to={paths.root}>{t('app.goHome')}</RouterLink>
      </Link>
    </>
  );
}
