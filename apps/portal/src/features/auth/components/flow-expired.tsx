import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Link } from '@portal/ui';
import { paths } from '../../../config/paths';
import { hasValidAccessToken } from '../../../lib/session';
import { ResumeSignedIn } from './resume-signed-in';

/**
 * Shown when a code screen is opened without a sign-in attempt (a new tab, or after it was finished). A patient
 * who finished it and is signed in (Back after the code) is taken on instead: there is nothing to start again.
 */
export function FlowExpired() {
  const { t } = useTranslation();
  if (hasValidAccessToken()) return <ResumeSignedIn />;
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
