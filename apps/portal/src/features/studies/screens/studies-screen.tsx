import { useTranslation } from 'react-i18next';
import type { StudySummary } from '@portal/contract';
import { Alert, EmptyState, PageHeader } from '@portal/ui';
import { AreaError, AreaLoading } from '../../../components/area-state';
import { useStudies } from '../api/get-studies';
import { StudyCard } from '../components/study-card';

function StudyGroup({ id, title, studies }: { id: string; title: string; studies: StudySummary[] }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <ul className="flex flex-col gap-3">
        {studies.map((study) => (
          <StudyCard key={study.id} study={study} />
        ))}
      </ul>
    </section>
  );
}

/** [STUDY-1] The study catalogue (`studyList`): the ones suggested by the patient's records first, each with why. */
export default function StudiesScreen() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useStudies();
  const studies = data?.studies ?? [];
  const suggested = studies.filter((s) => s.suggested);
  const others = studies.filter((s) => !s.suggested);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('studies.list.title')} description={t('studies.list.description')} />
      {data?.source === 'sample' && <Alert tone="info">{t('studies.sampleNotice')}</Alert>}
      {isLoading ? (
        <AreaLoading label={t('studies.loading')} rows={3} />
      ) : error && !data ? (
        <AreaError error={error} onRetry={() => void mutate()} title={t('studies.errorTitle')} />
      ) : studies.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t('studies.list.emptyTitle')}
          description={t('studies.list.emptyDescription')}
        />
      ) : (
        <>
          {suggested.length > 0 ? (
            <StudyGroup id="studies-suggested" title={t('studies.list.suggested')} studies={suggested} />
          ) : (
            <p className="text-on-surface-muted">{t('studies.list.suggestedNone')}</p>
          )}
          {others.length > 0 && (
            <StudyGroup id="studies-others" title={t('studies.list.others')} studies={others} />
          )}
        </>
      )}
    </div>
  );
}
