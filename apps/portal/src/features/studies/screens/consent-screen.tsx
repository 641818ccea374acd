import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StudyConsentRecord } from '@portal/contract';
import { Alert, Link, PageHeader } from '@portal/ui';
import { AreaError, AreaLoading } from '../../../components/area-state';
import { useConsentDocument } from '../api/get-consent-document';
import { useStudy } from '../api/get-study';
import { ConsentConfirmation } from '../components/consent-confirmation';
import { ConsentForm } from '../components/consent-form';
import { useStudyFormat } from '../components/format';
import { studiesPaths } from '../paths';

/** [STUDY-2] E-consent: the study's versioned document to read, acknowledge and sign; then the confirmation. */
export default function ConsentScreen() {
  const { t } = useTranslation();
  const format = useStudyFormat();
  const { studyId = '' } = useParams();
  const study = useStudy(studyId);
  const document = useConsentDocument(studyId, format.language);
  const [signed, setSigned] = useState<StudyConsentRecord | null>(null);
  const back = (
    <Link asChild>
      <RouterLink to={studiesPaths.study(studyId)}>{t('studies.consent.back')}</RouterLink>
    </Link>
  );
  const failed = (study.error && !study.data) || (document.error && !document.data);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageHeader
        title={
          signed ? t('studies.confirmation.title') : (document.data?.title ?? t('studies.consent.title'))
        }
        description={study.data ? format.text(study.data.title) : undefined}
        back={back}
      />
      {signed ? (
        <ConsentConfirmation record={signed} />
      ) : study.isLoading || document.isLoading ? (
        <AreaLoading label={t('studies.consent.loading')} rows={4} />
      ) : failed ? (
        <AreaError
          error={study.error ?? document.error}
          onRetry={() => {
            void study.mutate();
            void document.mutate();
          }}
          title={t('studies.errorTitle')}
        />
      ) : study.data?.consent === 'signed' ? (
        <Alert tone="info">{t('studies.consent.alreadySigned')}</Alert>
      ) : document.data ? (
        <ConsentForm document={document.data} onSigned={setSigned} />
      ) : null}
    </div>
  );
}
