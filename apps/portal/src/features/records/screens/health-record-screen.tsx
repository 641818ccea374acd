import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, CardHeader, ScrollRegion } from '@portal/ui';
import type { SourceProgress } from '@portal/contract';
import { useDownloadRecordBundle } from '../api/download-record-bundle';
import { useDownloadRecordSummary } from '../api/download-record-summary';
import { useDataPullStatus } from '../api/get-data-pull-status';
import { useStartDataPull } from '../api/start-data-pull';
import { AreaEmpty, AreaError, AreaLoading } from '../../../components/area-state';
import { extractErrorCode } from '../../../lib/errors';
import { AuthorizationRefused } from '../components/authorization-refused';
import { useRecordFormat } from '../components/format';
import { PrintSection } from '../components/print-section';
import { useResourceTypeName, useSourceName } from '../components/pull-progress';
import { AUTHORIZATION_REFUSAL, isPullActive } from '../rules/pull-progress';

/** [PULL-3] What a source sent that could not become a record: how many, of which kind, and why. */
function UnstoredNote({ source }: { source: SourceProgress }) {
  const { t } = useTranslation();
  const typeName = useResourceTypeName();
  const reasons = source.resource_types.flatMap((type) =>
    (type.failed_reasons ?? []).map((r) => ({ ...r, type: type.resource_type })),
  );
  if (source.failed === 0) return null;
  return (
    <div className="mt-2 text-sm">
      <p>{t('records.summary.unstored', { count: source.failed })}</p>
      {reasons.length > 0 && (
        <ul className="list-disc ps-5">
          {reasons.map((r) => (
            <li key={`${r.type}-${r.reason}`}>
              {t('records.summary.unstoredItem', {
                type: typeName(r.type),
                count: r.count,
                reason: t(`records.summary.unstoredReason.${r.reason}`),
              })}
            </li>
          ))}
        </ul>
      )}
      <p className="text-on-surface-muted">{t('records.summary.unstoredHint')}</p>
    </div>
  );
}

function SourceSummary({ source }: { source: SourceProgress }) {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const sourceName = useSourceName();
  const typeName = useResourceTypeName();
  const name = sourceName(source.source);
  // Only a re-pull removes anything; the column appears when it did, with a line saying what it means.
  const showRemoved = source.removed > 0;
  return (
    <Card variant="striped">
      <CardHeader>
        <h2 className="text-lg font-semibold">{name}</h2>
        <p className="text-sm text-on-surface-muted">
          {t(`records.summary.sourceState.${source.state}`)}
          {source.updated_at &&
            ` · ${t('records.summary.checked', { date: format.dateTime(source.updated_at) })}`}
        </p>
      </CardHeader>
      {source.resource_types.length === 0 ? (
        <p>{t('records.summary.nothingFound')}</p>
      ) : (
        <ScrollRegion label={t('records.summary.tableCaption', { source: name })}>
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t('records.summary.tableCaption', { source: name })}</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('records.summary.type')}
                </th>
                <th scope="col" className="py-2 pe-4 text-end">
                  {t('records.summary.found')}
                </th>
                <th scope="col" className="py-2 pe-4 text-end">
                  {t('records.summary.stored')}
                </th>
                <th scope="col" className="py-2 pe-4 text-end">
                  {t('records.summary.failed')}
                </th>
                {showRemoved && (
                  <th scope="col" className="py-2 text-end">
                    {t('records.summary.removed')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {source.resource_types.map((type) => (
                <tr key={type.resource_type} className="border-b border-border/40">
                  <th scope="row" className="py-1 pe-4 text-start font-normal">
                    {typeName(type.resource_type)}
                  </th>
                  <td className="py-1 pe-4 text-end tabular-nums">{format.number(type.fetched)}</td>
                  <td className="py-1 pe-4 text-end tabular-nums">{format.number(type.stored)}</td>
                  <td className="py-1 pe-4 text-end tabular-nums">{format.number(type.failed)}</td>
                  {showRemoved && (
                    <td className="py-1 text-end tabular-nums">{format.number(type.removed)}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          {showRemoved && (
            <p className="mt-2 text-sm text-on-surface-muted">
              {t('records.summary.removedNote', { count: source.removed })}
            </p>
          )}
          <UnstoredNote source={source} />
        </ScrollRegion>
      )}
    </Card>
  );
}

/** [SHARE-2] Download my records: a printable summary (PDF) or the whole record as a FHIR R4 file. */
function DownloadRecords() {
  const { t } = useTranslation();
  const summary = useDownloadRecordSummary();
  const bundle = useDownloadRecordBundle();
  return (
    <Card className="flex flex-col gap-3" data-remove-on-print="">
      <h2 className="text-lg font-semibold">{t('sharing.download.title')}</h2>
      <p>{t('sharing.download.description')}</p>
      {summary.error || bundle.error ? <Alert tone="danger" title={t('sharing.download.failed')} /> : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void summary.download()} loading={summary.downloading}>
          {t('sharing.download.summary')}
        </Button>
        <Button variant="secondary" onClick={() => void bundle.download()} loading={bundle.downloading}>
          {t('sharing.download.fhir')}
        </Button>
      </div>
    </Card>
  );
}

/**
 * Records retrieval: the retrieval summary (what was found, per source and type, and when the records were last
 * brought up to date) and "update health record", which re-pulls every source. The progress of a running pull
 * shows above, in the records status, as on every tab.
 */
export default function HealthRecordScreen() {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const status = useDataPullStatus();
  const { start, starting, error: startError } = useStartDataPull();
  const active = isPullActive(status.data?.state);
  const update = (
    <Button onClick={() => void start({ refresh: true })} loading={starting} disabled={active}>
      {active ? t('records.summary.updating') : t('records.summary.update')}
    </Button>
  );

  let body;
  if (status.loading)
    body = <AreaLoading label={t('records.states.loading', { area: t('records.summary.title') })} />;
  else if (status.error && !status.data) body = <AreaError error={status.error} onRetry={status.retry} />;
  else if (!status.data || status.data.sources.length === 0)
    body = (
      <AreaEmpty
        title={t('records.summary.emptyTitle')}
        description={t('records.summary.emptyDescription')}
      />
    );
  else
    body = (
      <div className="flex flex-col gap-3">
        <p>
          {status.data.last_updated_at
            ? t('records.summary.lastUpdated', { date: format.dateTime(status.data.last_updated_at) })
            : t('records.summary.neverUpdated')}
        </p>
        <ul className="flex flex-col gap-3" aria-label={t('records.summary.sourcesLabel')}>
          {status.data.sources.map((source) => (
            <li key={source.source}>
              <SourceSummary source={source} />
            </li>
          ))}
        </ul>
      </div>
    );

  return (
    <PrintSection
      title={t('records.summary.title')}
      description={t('records.summary.description')}
      actions={update}
    >
      {extractErrorCode(startError) === AUTHORIZATION_REFUSAL ? (
        <AuthorizationRefused />
      ) : startError ? (
        <Alert tone="danger" title={t('records.pull.startFailed')} />
      ) : null}
      {body}
      <DownloadRecords />
    </PrintSection>
  );
}
