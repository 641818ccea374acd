import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from '@portal/ui';
import type { RecordCategory, RecordComponent, RecordItem } from '@portal/contract';
import { useRecords, type RecordsRequest } from '../api/get-records';
import { recordValue } from '../rules/record-value';
import { splitConditions } from '../rules/conditions';
import { RecordValueText } from './record-value';
import { ResultRange } from './result-range';
import { AreaEmpty, AreaError, AreaLoading } from '../../../components/area-state';
import { SourceText } from '../../../components/source-text';
import { useRecordFormat } from './format';
import { useRecordStatus, useSourceName } from './pull-progress';

/** One number of a reading (a blood pressure's systolic or diastolic), or why it has none, with its flag and range. */
function ComponentReading({ reading }: { reading: RecordComponent }) {
  if (!recordValue(reading)) return null;
  return (
    <>
      <span className="font-semibold">
        <RecordValueText item={reading} />
      </span>
      <ResultRange item={reading} />
    </>
  );
}

function RecordRow({ item, level = 2 }: { item: RecordItem; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const format = useRecordFormat();
  const sourceName = useSourceName();
  const recordStatus = useRecordStatus();
  const date = format.day(item.date);
  const shown = recordValue(item);
  // What a source sent beside a number or a yes/no (a pulse oximetry's oxygen flow rate), in its words.
  const note = shown && 'note' in shown ? shown.note : null;
  return (
    <li>
      <Card variant="striped" className="flex flex-col gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <Heading className="font-semibold">
            {item.display ? <SourceText>{item.display}</SourceText> : t('records.list.unnamed')}
          </Heading>
          <span className="text-sm text-on-surface-muted">{date ?? t('records.list.noDate')}</span>
        </div>
        {item.components?.length ? (
          <ul>
            {item.components.map((component, index) => (
              <li key={component.code ?? index}>
                {component.display && (
                  <>
                    <SourceText>{component.display}</SourceText>:{' '}
                  </>
                )}
                <ComponentReading reading={component} />
              </li>
            ))}
          </ul>
        ) : (
          shown && (
            <p>
              <span className="font-semibold">
                <RecordValueText item={item} />
              </span>
              {note && (
                <span className="ms-2 text-sm">
                  <SourceText>{note}</SourceText>
                </span>
              )}
              <ResultRange item={item} />
            </p>
          )
        )}
        <p className="text-sm text-on-surface-muted">
          {[
            item.status ? t('records.list.status', { status: recordStatus(item.status) }) : null,
            t('records.list.source', { source: sourceName(item.source) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </Card>
    </li>
  );
}

export function RecordList({
  items,
  label,
  level,
}: {
  items: readonly RecordItem[];
  label: string;
  level?: 2 | 3;
}) {
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {items.map((item) => (
        <RecordRow key={item.id} item={item} level={level} />
      ))}
    </ul>
  );
}

/** [REC-1] Conditions: current problems first, under their own heading, then the resolved and past ones. */
function ConditionLists({ items }: { items: readonly RecordItem[] }) {
  const { t } = useTranslation();
  const { active, past } = splitConditions(items);
  return (
    <>
      {(
        [
          ['active', active],
          ['past', past],
        ] as const
      ).map(
        ([group, list]) =>
          list.length > 0 && (
            <section key={group} className="flex flex-col gap-2">
              <h2 className="text-lg font-semibold">{t(`records.conditions.${group}`)}</h2>
              <RecordList items={list} label={t(`records.conditions.${group}`)} level={3} />
            </section>
          ),
      )}
    </>
  );
}

/**
 * One record category (optionally one sub-type), paged, with its loading, error and empty states.
 * Used by category details, Medications, Vitals and Labs.
 */
export function RecordsArea({
  category,
  type,
  label,
  emptyTitle,
  emptyDescription,
}: Omit<RecordsRequest, 'page'> & {
  category: RecordCategory;
  label: string;
  emptyTitle: string;
  emptyDescription?: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const records = useRecords({ category, type, page });
  if (records.loading) return <AreaLoading label={t('records.states.loading', { area: label })} />;
  if (records.error && !records.data) return <AreaError error={records.error} onRetry={records.retry} />;
  const data = records.data;
  if (!data || data.total === 0) return <AreaEmpty title={emptyTitle} description={emptyDescription} />;
  const pages = Math.max(1, Math.ceil(data.total / data.page_size));
  return (
    <div className="flex flex-col gap-3" aria-busy={records.refreshing}>
      <p className="text-sm text-on-surface-muted">{t('records.list.count', { count: data.total })}</p>
      {category === 'conditions' ? (
        <ConditionLists items={data.items} />
      ) : (
        <RecordList items={data.items} label={label} />
      )}
      {pages > 1 && (
        <nav
          className="flex items-center justify-between gap-2"
          aria-label={t('records.list.pages')}
          data-remove-on-print=""
        >
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('records.list.previous')}
          </Button>
          <span aria-live="polite">{t('records.list.page', { page: data.page, pages })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('records.list.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
