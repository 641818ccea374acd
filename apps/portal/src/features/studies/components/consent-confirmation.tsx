import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StudyConsentRecord } from '@portal/contract';
import { Alert, Button, Link } from '@portal/ui';
import { SourceText, withParts } from '../../../components/source-text';
import { studiesPaths } from '../paths';
import { DownloadConsentButton } from './download-consent-button';
import { useStudyFormat } from './format';

/** [STUDY-2] The consent is signed: when and by whom, which site now sees what, and where to check it. */
export function ConsentConfirmation({ record }: { record: StudyConsentRecord }) {
  const { t } = useTranslation();
  const format = useStudyFormat();
  const categories = format.list(record.scope.categories.map((c) => t(`studies.category.${c}`)));
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="success" title={t('studies.confirmation.title')}>
        {t('studies.confirmation.summary', {
          name: record.signer_name,
          date: format.dateTime(record.signed_at),
        })}
      </Alert>
      <p className="max-w-prose">
        {withParts((values) => t('studies.confirmation.shared', { ...values, categories }), {
          site: <SourceText name>{record.site.facility}</SourceText>,
        })}
      </p>
      <p className="max-w-prose">{t('studies.confirmation.next')}</p>
      <DownloadConsentButton studyId={record.study_id} />
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <RouterLink to={studiesPaths.sharedWith}>{t('studies.confirmation.sharing')}</RouterLink>
        </Button>
        <Link asChild className="self-center">
          <RouterLink to={studiesPaths.study(record.study_id)}>{t('studies.confirmation.study')}</RouterLink>
        </Link>
      </div>
    </div>
  );
}
