import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Link, PageHeader } from '@portal/ui';
import { paths } from '../../../config/paths';
import { AreaError, AreaLoading } from '../../../components/area-state';
import { SourceText, withParts } from '../../../components/source-text';
import { useStudy } from '../api/get-study';
import { useStudyFormat } from '../components/format';
import { studiesPaths } from '../paths';

/** The study privacy policy as it applies to one study: who sees what, for how long; the full policy beside it. */
export default function StudyPrivacyScreen() {
  const { t } = useTranslation();
  const format = useStudyFormat();
  const { studyId = '' } = useParams();
  const { data: study, error, isLoading, mutate } = useStudy(studyId);
  const back = (
    <Link asChild>
      <RouterLink to={studiesPaths.study(studyId)}>{t('studies.consent.back')}</RouterLink>
    </Link>
  );
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageHeader
        title={t('studies.privacyPage.title')}
        description={study ? format.text(study.title) : undefined}
        back={back}
      />
      {isLoading ? (
        <AreaLoading label={t('studies.loading')} rows={3} />
      ) : error && !study ? (
        <AreaError error={error} onRetry={() => void mutate()} title={t('studies.errorTitle')} />
      ) : study ? (
        <>
          <p className="max-w-prose">
            {withParts((values) => t('studies.privacyPage.intro', values), {
              sponsor: <SourceText name>{study.sponsor}</SourceText>,
            })}
          </p>
          <Card className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">{t('studies.privacyPage.who')}</h2>
            <p>{t('studies.privacyPage.whoBody')}</p>
          </Card>
          <Card className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">{t('studies.privacyPage.what')}</h2>
            <p>{format.list(study.consent_scope.categories.map((c) => t(`studies.category.${c}`)))}</p>
            <p className="text-sm text-on-surface-muted">
              {t('studies.detail.sharesYears', { years: study.consent_scope.years_back })}
            </p>
          </Card>
          <Card className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">{t('studies.privacyPage.howLong')}</h2>
            <p>{t('studies.privacyPage.howLongBody', { date: format.day(study.completion_date) })}</p>
          </Card>
          <Link asChild className="self-start">
            <RouterLink to={paths.policy('study-privacy')}>{t('studies.privacyPage.policy')}</RouterLink>
          </Link>
        </>
      ) : null}
    </article>
  );
}
