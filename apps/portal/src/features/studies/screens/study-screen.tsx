import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StudyDetailsResponse } from '@portal/contract';
import { Alert, Button, Card, Link, PageHeader } from '@portal/ui';
import { extractErrorCode } from '../../../lib/errors';
import { AreaError, AreaLoading } from '../../../components/area-state';
import { SourceText } from '../../../components/source-text';
import { useStudy } from '../api/get-study';
import { ConsentStatus } from '../components/consent-status';
import { DownloadConsentButton } from '../components/download-consent-button';
import { siteAddress, useStudyFormat } from '../components/format';
import { MatchReasons } from '../components/match-reasons';
import { WithdrawDialog } from '../components/withdraw-dialog';
import { studiesPaths } from '../paths';
import { ageRange } from '../rules/study-text';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm font-semibold text-on-surface-muted">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3" aria-labelledby={id} role="region">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** Join, or what the patient's consent is: signed (download, withdraw) or withdrawn (download, sign again). */
function ConsentPanel({ study }: { study: StudyDetailsResponse }) {
  const { t } = useTranslation();
  const format = useStudyFormat();
  const record = study.consent_record;
  const signLink = (label: string) => (
    <Button asChild className="self-start">
      <RouterLink to={studiesPaths.consent(study.id)}>{label}</RouterLink>
    </Button>
  );
  if (study.consent === 'signed' && record) {
    return (
      <div className="flex flex-col gap-3">
        <p>
          {t('studies.detail.signedOn', {
            date: format.dateTime(record.signed_at),
            site: record.site.facility,
          })}
        </p>
        <div className="flex flex-wrap gap-3">
          <DownloadConsentButton studyId={study.id} />
          <WithdrawDialog studyId={study.id} />
        </div>
      </div>
    );
  }
  if (study.consent === 'withdrawn' && record?.withdrawn_at) {
    return (
      <div className="flex flex-col gap-3">
        <p>{t('studies.detail.withdrawnOn', { date: format.dateTime(record.withdrawn_at) })}</p>
        <DownloadConsentButton studyId={study.id} />
        {signLink(t('studies.detail.signAgain'))}
      </div>
    );
  }
  return signLink(t('studies.detail.consent'));
}

function StudyDetails({ study }: { study: StudyDetailsResponse }) {
  const { t } = useTranslation();
  const format = useStudyFormat();
  const { eligibility } = study;
  return (
    <>
      <p className="max-w-prose">{format.text(study.summary)}</p>
      {study.suggested && <MatchReasons reasons={study.reasons} />}
      <Card>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact term={t('studies.detail.studyNumber')}>{study.id}</Fact>
          <Fact term={t('studies.detail.sponsor')}>
            <SourceText name>{study.sponsor}</SourceText>
          </Fact>
          <Fact term={t('studies.detail.phase')}>
            {format.list(study.phases.map((p) => t(`studies.phase.${p}`)))}
          </Fact>
          <Fact term={t('studies.detail.conditions')}>
            {study.conditions.length > 0
              ? format.list(study.conditions.map(format.text))
              : t('studies.detail.noConditions')}
          </Fact>
          <Fact term={t('studies.detail.ends')}>{format.day(study.completion_date)}</Fact>
        </dl>
      </Card>
      <Section id="study-consent" title={t(`studies.consentState.${study.consent}`)}>
        <ConsentPanel study={study} />
      </Section>
      <Section id="study-eligibility" title={t('studies.detail.eligibility')}>
        <dl className="grid gap-3 sm:grid-cols-3">
          <Fact term={t('studies.detail.ages')}>
            {format.range(ageRange(eligibility.minimum_age_years, eligibility.maximum_age_years))}
          </Fact>
          <Fact term={t('studies.detail.sexLabel')}>{t(`studies.sex.${eligibility.sex}`)}</Fact>
          {eligibility.healthy_volunteers && <Fact term={t('studies.detail.healthyVolunteers')}>✓</Fact>}
        </dl>
        <h3 className="font-semibold">{t('studies.detail.inclusion')}</h3>
        <ul className="list-disc pl-6">
          {eligibility.inclusion.map((item) => (
            <li key={item.en}>{format.text(item)}</li>
          ))}
        </ul>
        <h3 className="font-semibold">{t('studies.detail.exclusion')}</h3>
        <ul className="list-disc pl-6">
          {eligibility.exclusion.map((item) => (
            <li key={item.en}>{format.text(item)}</li>
          ))}
        </ul>
      </Section>
      <Section id="study-shares" title={t('studies.detail.shares')}>
        <p>{format.list(study.consent_scope.categories.map((c) => t(`studies.category.${c}`)))}</p>
        <p className="text-sm text-on-surface-muted">
          {t('studies.detail.sharesYears', { years: study.consent_scope.years_back })}
        </p>
        <Link asChild className="self-start">
          <RouterLink to={studiesPaths.privacy(study.id)}>{t('studies.detail.privacy')}</RouterLink>
        </Link>
      </Section>
      <Section id="study-sites" title={t('studies.detail.sites')}>
        <ul className="flex flex-col gap-2">
          {study.sites.map((site) => (
            <li key={site.id}>
              <p className="font-semibold">
                <SourceText name>{site.facility}</SourceText>
              </p>
              <p className="text-sm">{siteAddress(site)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="study-contact" title={t('studies.detail.contact')}>
        <p>{format.text(study.contact.name)}</p>
        <p>
          <a className="underline" href={`tel:${study.contact.phone}`}>
            {study.contact.phone}
          </a>
          {' · '}
          <a className="underline" href={`mailto:${study.contact.email}`}>
            {study.contact.email}
          </a>
        </p>
      </Section>
    </>
  );
}

/** [STUDY-1] One study (`studyDetails`): what it is, who can take part, where, and the patient's consent to it. */
export default function StudyScreen() {
  const { t } = useTranslation();
  const format = useStudyFormat();
  const { studyId = '' } = useParams();
  const { data: study, error, isLoading, mutate } = useStudy(studyId);
  const back = (
    <Link asChild>
      <RouterLink to={studiesPaths.list}>{t('studies.detail.back')}</RouterLink>
    </Link>
  );
  const missing = extractErrorCode(error) === 'NOT_FOUND' || extractErrorCode(error) === 'VALIDATION_FAILED';
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={study ? format.text(study.title) : t('studies.list.title')}
        description={study && <SourceText>{study.official_title}</SourceText>}
        back={back}
        actions={study && study.consent !== 'none' ? <ConsentStatus state={study.consent} /> : undefined}
      />
      <Alert tone="info">{t('studies.sampleNotice')}</Alert>
      {isLoading ? (
        <AreaLoading label={t('studies.loading')} rows={4} />
      ) : missing ? (
        <Alert tone="warning">{t('studies.detail.notFound')}</Alert>
      ) : error && !study ? (
        <AreaError error={error} onRetry={() => void mutate()} title={t('studies.errorTitle')} />
      ) : study ? (
        <StudyDetails study={study} />
      ) : null}
    </div>
  );
}
