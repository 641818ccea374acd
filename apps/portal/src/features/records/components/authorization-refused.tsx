import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, buttonVariants } from '@portal/ui';
import { paths } from '../../../config/paths';

/**
 * [PULL-2] The retrieval was refused because the HIPAA authorization is no longer in force (revoked or expired):
 * says so, and links to sign it again, wherever the refusal came from (starting a pull, or a source's job as it
 * ran).
 */
export function AuthorizationRefused() {
  const { t } = useTranslation();
  return (
    <Alert
      tone="warning"
      title={t('records.pull.refusedTitle')}
      actions={
        <RouterLink to={paths.hipaa} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          {t('records.pull.signAgain')}
        </RouterLink>
      }
    >
      {t('records.pull.refusedDescription')}
    </Alert>
  );
}
