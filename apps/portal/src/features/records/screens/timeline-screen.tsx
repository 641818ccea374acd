import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTimeline } from '../api/get-timeline';
import { AreaEmpty, AreaError, AreaLoading } from '../../../components/area-state';
import { PrintSection } from '../components/print-section';
import { TimelineFilterForm } from '../components/timeline-filter';
import { TimelineList } from '../components/timeline-list';
import {
  filterFromSearchParams,
  filterTimeline,
  filterToSearchParams,
  toTimelineEntries,
  type TimelineFilter,
} from '../rules/timeline';

/**
 * [REC-2] Timeline tab: medications and encounters on one timeline, filtered by type, date range and search.
 * The filter lives in the address (?type=&from=&to=&q=), replaced rather than pushed so Back leaves the tab.
 * Filtering 10,000 entries is a few milliseconds; the deferred filter keeps typing responsive meanwhile.
 */
export default function TimelineScreen() {
  const { t } = useTranslation();
  const timeline = useTimeline();
  const [params, setParams] = useSearchParams();
  // The form's state is the truth; the address follows it. Deriving the filter from the address alone loses
  // a change made before the router committed the previous one (fast typing, two date fields in a row).
  const [filter, setFilterState] = useState(() => filterFromSearchParams(params));
  const deferredFilter = useDeferredValue(filter);
  const entries = useMemo(() => toTimelineEntries(timeline.data), [timeline.data]);
  const visible = useMemo(() => filterTimeline(entries, deferredFilter), [entries, deferredFilter]);
  const setFilter = useCallback(
    (update: (filter: TimelineFilter) => TimelineFilter) => setFilterState(update),
    [],
  );
  useEffect(() => {
    const wanted = filterToSearchParams(filter);
    if (wanted.toString() !== params.toString()) setParams(wanted, { replace: true });
  }, [filter, params, setParams]);
  const title = t('records.timeline.title');

  let body;
  if (timeline.loading) body = <AreaLoading label={t('records.states.loading', { area: title })} />;
  else if (timeline.error && !timeline.data)
    body = <AreaError error={timeline.error} onRetry={timeline.retry} />;
  else if (entries.length === 0)
    body = (
      <AreaEmpty
        title={t('records.timeline.emptyTitle')}
        description={t('records.timeline.emptyDescription')}
      />
    );
  else
    body = (
      <>
        <TimelineFilterForm filter={filter} onChange={setFilter} resultCount={visible.length} />
        {visible.length === 0 ? (
          <AreaEmpty
            title={t('records.timeline.noMatchTitle')}
            description={t('records.timeline.noMatchDescription')}
          />
        ) : (
          <TimelineList entries={visible} label={t('records.timeline.listLabel')} />
        )}
      </>
    );

  return (
    <PrintSection title={title} description={t('records.timeline.description')}>
      {body}
    </PrintSection>
  );
}
