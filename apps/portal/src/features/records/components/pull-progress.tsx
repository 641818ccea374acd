import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card } from '@portal/ui';
import type { DataPullStatus, SourceProgress } from '@portal/contract';
import { useDataPullProcessStatus } from '../api/get-data-pull-process-status';
import { pullPercent, pullTotals, sourceStep } from '../rules/pull-progress';
import { useRecordFormat } from './format';

/** A record source's name as the patient reads it; an unknown source keeps its own name. */
export function useSourceName() {
  const { t } = useTranslation();
  return useCallback((source: string) => t(`records.sources.${source}`, { defaultValue: source }), [t]);
}

/** A record's FHIR status ("completed") in the patient's language; a code the catalogue lacks shows as it came. */
export function useRecordStatus() {
  const { t } = useTranslation();
  return useCallback((status: string) => t(`records.recordStatus.${status}`, { defaultValue: status }), [t]);
}

/** A FHIR resource type ("MedicationRequest") in the patient's words ("Medications"). */
export function useResourceTypeName() {
  const { t } = useTranslation();
  return (type: string) => t(`records.resourceTypes.${type}`, { defaultValue: type });
}

/** Sizes are inline: the bar must show its fill whatever utility classes the page's CSS holds. */
function ProgressBar({ percent, label }: { percent: number | null; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      {...(percent === null ? {} : { 'aria-valuenow': percent })}
      className="w-full rounded-full bg-surface"
      style={{ height: 12, overflow: 'hidden' }}
    >
      <div
        className={
          percent === null
            ? 'animate-pulse rounded-full bg-primary motion-reduce:animate-none'
            : 'rounded-full bg-primary transition-[width] duration-500 motion-reduce:transition-none'
        }
        style={{ height: '100%', width: percent === null ? '33%' : `${percent}%` }}
      />
    </div>
  );
}

function SourceLine({ source }: { source: SourceProgress }) {
  const { t } = useTranslation();
  const sourceName = useSourceName();
  const typeName = useResourceTypeName();
  const format = useRecordFormat();
  const step = sourceStep(source);
  return (
    <li className="flex flex-col gap-1">
      <p>
        <span className="font-semibold">{sourceName(source.source)}</span>
        {' — '}
        {t(`records.pull.step.${step}`, {
          fetched: format.number(source.fetched),
          stored: format.number(source.stored),
          attempt: source.attempts + 1,
        })}
      </p>
      {source.resource_types.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-on-surface-muted">
          {source.resource_types.map((type) => (
            <li key={type.resource_type}>
              {t('records.pull.typeCount', {
                type: typeName(type.resource_type),
                stored: format.number(type.stored),
                fetched: format.number(type.fetched),
              })}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The process status: records already saved per category, so the patient sees them arrive. */
function SavedSoFar() {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const process = useDataPullProcessStatus();
  const saved = process.data?.categories.filter((c) => c.count > 0) ?? [];
  if (saved.length === 0) return null;
  return (
    <p className="text-sm">
      {t('records.pull.savedSoFar', {
        list: saved
          .map((c) => `${t(`records.categories.${c.category}.name`)} ${format.number(c.count)}`)
          .join(' · '),
      })}
    </p>
  );
}

/**
 * [PULL-2] Retrieving data: live progress while a pull runs — what is being fetched from where, how much is
 * stored — never a bare spinner. The counts come from polling /v1/datapull/status.
 */
export function PullProgress({ status }: { status: DataPullStatus }) {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const headingId = useId();
  const percent = pullPercent(status);
  const totals = pullTotals(status.sources);
  return (
    <Card variant="muted" aria-labelledby={headingId} role="region" className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('records.pull.retrievingTitle')}
      </h2>
      <p>{t('records.pull.retrievingDescription')}</p>
      <ProgressBar percent={percent} label={t('records.pull.progressLabel')} />
      {/* Announced politely as the numbers change, so a screen reader hears progress without losing its place */}
      <p aria-live="polite" className="text-sm">
        {totals.fetched === 0
          ? t('records.pull.connecting')
          : t('records.pull.totals', {
              stored: format.number(totals.stored),
              fetched: format.number(totals.fetched),
              percent: percent ?? 0,
            })}
      </p>
      <SavedSoFar />
      {status.sources.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('records.pull.sourcesLabel')}>
          {status.sources.map((source) => (
            <SourceLine key={source.source} source={source} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** [PULL-2] A pull that failed (wholly or for one source) offers a retry. */
export function PullFailed({
  status,
  onRetry,
  retrying,
  partial = false,
}: {
  status: DataPullStatus;
  onRetry: () => void;
  retrying: boolean;
  partial?: boolean;
}) {
  const { t } = useTranslation();
  const sourceName = useSourceName();
  const failed = status.sources.filter((s) => s.state === 'failed').map((s) => sourceName(s.source));
  return (
    <Alert
      tone={partial ? 'warning' : 'danger'}
      title={partial ? t('records.pull.partialTitle') : t('records.pull.failedTitle')}
      actions={
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          {t('records.pull.retry')}
        </Button>
      }
    >
      {partial
        ? t('records.pull.partialDescription', { sources: failed.join(', ') })
        : t('records.pull.failedDescription')}
    </Alert>
  );
}
