import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StudySummary } from '@portal/contract';
import { Card, Link } from '@portal/ui';
import { SourceText } from '../../../components/source-text';
import { studiesPaths } from '../paths';
import { ageRange } from '../rules/study-text';
import { ConsentStatus } from './consent-status';
import { useStudyFormat } from './format';
import { MatchReasons } from './match-reasons';

/** One study in the list: what it is, who runs it, for whom, why it is suggested, and whether the patient joined. */
export function StudyCard({ study }: { study: StudySummary }) {
  const { t } = useTranslation();
  const format = useStudyFormat();
  const title = format.text(study.title);
  const { minimum_age_years: min, maximum_age_years: max, sex } = study.eligibility;
  return (
    <li>
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg font-semibold">{title}</h3>
          {study.consent !== 'none' && <ConsentStatus state={study.consent} />}
        </div>
        <p className="text-sm text-on-surface-muted">
          <SourceText name>{study.sponsor}</SourceText> ·{' '}
          {format.list(study.phases.map((p) => t(`studies.phase.${p}`)))} · {format.range(ageRange(min, max))}{' '}
          · {t(`studies.sex.${sex}`)}
        </p>
        <p>{format.text(study.summary)}</p>
        {study.suggested && <MatchReasons reasons={study.reasons} />}
        <Link asChild className="self-start">
          <RouterLink to={studiesPaths.study(study.id)} aria-label={t('studies.list.openLabel', { title })}>
            {t('studies.list.open')}
          </RouterLink>
        </Link>
      </Card>
    </li>
  );
}
