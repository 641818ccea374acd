import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InsightDetails } from '@portal/contract';
import { Card, EmptyState, Link, PageHeader } from '@portal/ui';
import { extractErrorCode } from '../../../lib/errors';
import { SourceText, withParts } from '../../../components/source-text';
import { useInsightDetails } from '../api/get-insight-details';
import { DisclaimerGate } from '../components/disclaimer-gate';
import { useDay } from '../components/format';
import { InsightAction } from '../components/insight-action';
import { InsightStatus } from '../components/insight-status';
import { useInsightText } from '../components/insight-text';
import { InsightsError, InsightsLoading } from '../components/insights-area';
import { insightsPaths } from '../paths';
import { tabOf } from '../rules/insight-groups';

/** Rules whose closing records each carry their own window (named in the item), or a season. */
const OWN_WINDOW = new Set(['colorectal_cancer_screening', 'influenza_vaccine']);

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

function Details({ details }: { details: InsightDetails }) {
  const { t } = useTranslation();
  const text = useInsightText();
  const day = useDay();
  const { applies_to: appliesTo, patient, closes_with: closes } = details;
  const action = details.action;
  return (
    <div className="flex flex-col gap-4">
      <Part title={t('insights.detail.statusTitle')}>
        <InsightStatus insight={details} />
      </Part>
      <Part title={t('insights.detail.whatTitle')}>
        <p>{t(`insights.rules.${details.rule}.what`)}</p>
      </Part>
      <Part title={t('insights.detail.whyTitle')}>
        <ul className="list-disc ps-5">
          {appliesTo.for_condition && patient.condition && (
            <li>
              {withParts(
                (values) =>
                  t('insights.detail.whyCondition', { ...values, date: day(patient.condition?.date) }),
                {
                  condition: patient.condition.display ? (
                    <SourceText>{patient.condition.display}</SourceText>
                  ) : (
                    t(`insights.conditions.${appliesTo.for_condition}`)
                  ),
                },
              )}
            </li>
          )}
          {appliesTo.ages.max !== null && (
            <li>{t('insights.detail.whyAge', { ages: text.ages(details.rule), age: patient.age ?? '' })}</li>
          )}
          {appliesTo.sex === 'female' && <li>{t('insights.detail.whySex')}</li>}
        </ul>
      </Part>
      <Part title={t('insights.detail.closesTitle')}>
        <p>
          {details.rule === 'kidney_health_evaluation'
            ? t('insights.detail.closesBoth')
            : t('insights.detail.closesAny')}
        </p>
        <ul className="list-disc ps-5">
          {closes.records.map((record) => (
            <li key={record}>{t(`insights.closing.${record}`)}</li>
          ))}
        </ul>
        <p className="text-sm text-on-surface-muted">
          {details.rule === 'influenza_vaccine'
            ? t('insights.detail.fluSeason')
            : !OWN_WINDOW.has(details.rule) &&
              t('insights.detail.closesWindow', { count: closes.look_back_months })}
        </p>
      </Part>
      <Part title={t('insights.detail.evidenceTitle')}>
        <p>
          {/* the measure's registered name (NCQA, USPSTF, ACIP), as its registry publishes it */}
          <SourceText>{details.evidence.measure}</SourceText>
        </p>
        <p className="text-sm">{t('insights.detail.evidenceSource', { source: details.evidence.source })}</p>
        <Link href={details.evidence.url} target="_blank" rel="noreferrer" className="self-start">
          {t('insights.detail.evidenceLink', { source: details.evidence.source })}
        </Link>
      </Part>
      {action && (
        <Part title={t('insights.detail.actionTitle')}>
          <InsightAction action={action} insightId={details.id} />
        </Part>
      )}
    </div>
  );
}

/** Screening detail: what it is, why it applies to me, what closes it, the evidence and the action. */
export default function ScreeningDetailScreen() {
  const { t } = useTranslation();
  const text = useInsightText();
  const { insightId } = useParams();
  const { insightDetails, loading, error, retry } = useInsightDetails(insightId);
  const back =
    insightDetails && tabOf(insightDetails.rule) === 'care' ? insightsPaths.care : insightsPaths.screenings;
  return (
    <div className="flex flex-col gap-4">
      <Link asChild className="self-start">
        <RouterLink to={back}>{t('insights.detail.back')}</RouterLink>
      </Link>
      {loading ? (
        <InsightsLoading />
      ) : extractErrorCode(error) === 'NOT_FOUND' ? (
        <EmptyState
          title={t('insights.detail.notFoundTitle')}
          description={t('insights.detail.notFoundDescription')}
          headingLevel={2}
        />
      ) : error || !insightDetails ? (
        <InsightsError error={error} onRetry={retry} />
      ) : (
        <>
          <PageHeader title={text.name(insightDetails)} />
          <DisclaimerGate>
            <Details details={insightDetails} />
          </DisclaimerGate>
        </>
      )}
    </div>
  );
}
