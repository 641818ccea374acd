import { useTranslation } from 'react-i18next';
import { Button, DateField, Select, TextField } from '@portal/ui';
import {
  isDateRangeValid,
  isFilterActive,
  type TimelineFilter,
  type TimelineTypeFilter,
} from '../rules/timeline';
import { emptyTimelineFilter } from '../rules/timeline';

/** [REC-2] The timeline filter: type, date range and search. Every change applies at once (no submit step). */
export function TimelineFilterForm({
  filter,
  onChange,
  resultCount,
}: {
  filter: TimelineFilter;
  /** Called with the whole new filter, built from the latest one (never a stale copy). */
  onChange: (update: (filter: TimelineFilter) => TimelineFilter) => void;
  resultCount: number;
}) {
  const { t } = useTranslation();
  const rangeValid = isDateRangeValid(filter);
  return (
    <form
      noValidate
      role="search"
      aria-label={t('records.timeline.filter.label')}
      className="flex flex-col gap-3"
      onSubmit={(event) => event.preventDefault()}
      data-remove-on-print=""
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label={t('records.timeline.filter.type')}
          value={filter.type}
          onChange={(event) => {
            const type = event.target.value as TimelineTypeFilter;
            onChange((f) => ({ ...f, type }));
          }}
          options={[
            { value: 'all', label: t('records.timeline.filter.allTypes') },
            { value: 'medication', label: t('records.timeline.filter.medications') },
            { value: 'encounter', label: t('records.timeline.filter.encounters') },
          ]}
        />
        <DateField
          label={t('records.timeline.filter.from')}
          value={filter.from}
          max={filter.to || undefined}
          onChange={(event) => {
            const from = event.target.value;
            onChange((f) => ({ ...f, from }));
          }}
        />
        <DateField
          label={t('records.timeline.filter.to')}
          value={filter.to}
          min={filter.from || undefined}
          error={rangeValid ? undefined : t('records.timeline.filter.rangeInvalid')}
          onChange={(event) => {
            const to = event.target.value;
            onChange((f) => ({ ...f, to }));
          }}
        />
        <TextField
          label={t('records.timeline.filter.search')}
          type="search"
          value={filter.search}
          maxLength={100}
          onChange={(event) => {
            const search = event.target.value;
            onChange((f) => ({ ...f, search }));
          }}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p aria-live="polite" className="text-sm text-on-surface-muted">
          {t('records.timeline.filter.results', { count: resultCount })}
        </p>
        {isFilterActive(filter) && (
          <Button
            variant="secondary"
            size="sm"
            type="button"
            onClick={() => onChange(() => emptyTimelineFilter)}
          >
            {t('records.timeline.filter.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
