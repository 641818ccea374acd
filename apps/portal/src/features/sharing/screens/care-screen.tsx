import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Link, PageHeader, Spinner } from '@portal/ui';
import { extractErrorMessage } from '../../../lib/errors';
import { useCareView } from '../api/get-care';
import { SharedRecords } from '../components/shared-records';
import { sharingPaths } from '../paths';

/**
 * [SHARE-2] A caregiver reading someone's records, read-only, under their own login: the server gives a token
 * for this grant tied to this session, and the records endpoints answer it within the grant.
 */
export default function CareScreen() {
  const { t } = useTranslation();
  const { grantId = '' } = useParams();
  const { data, error, isLoading } = useCareView(grantId);
  let body;
  if (isLoading) body = <Spinner label={t('sharing.care.loading')} />;
  else if (error || !data)
    body = <Alert tone="warning" title={extractErrorMessage(error, t('sharing.grant.notFound'))} />;
  else body = <SharedRecords view={data} />;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('sharing.care.heading')}
        back={
          <Link asChild>
            <RouterLink to={sharingPaths.list}>{t('sharing.care.back')}</RouterLink>
          </Link>
        }
      />
      {body}
    </div>
  );
}
