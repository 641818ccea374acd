import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Link } from '@portal/ui';
import { paths } from '../../../config/paths';

/** Shown when a code screen is opened without a sign-in attempt (a new tab, or after it was finished). */
export function FlowExpired() {
  const { t } = useTranslation();
  return (
    <Alert
      tone="warning"
      actions={
        <Link asChild>
          <RouterLink to={paths.login}>{t('mfa.startAgain')}</RouterLink>
        </Link>
      }
    >
      {t('mfa.expired')}
    </Alert>
  );
}
