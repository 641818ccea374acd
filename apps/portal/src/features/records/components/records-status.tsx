import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Alert, Button } from '@portal/ui';
import type { PullState } from '@portal/contract';
import { extractErrorCode } from '../../../lib/errors';
import { isRecordsKey } from '../api/data-area';
import { useDataPullStatus } from '../api/get-data-pull-status';
import { useGatepass } from '../api/get-gatepass';
import { dataPullProcessStatusKey } from '../api/get-data-pull-process-status';
import { useStartDataPull } from '../api/start-data-pull';
import { AUTHORIZATION_REFUSAL, pullJustFinished, pullPhase, pullTotals } from '../rules/pull-progress';
import { AuthorizationRefused } from './authorization-refused';
import { useRecordFormat } from './format';
import { PullFailed, PullProgress } from './pull-progress';

/**
 * Above every records tab: the pull's progress while records are retrieved, a retry when it failed, nothing
 * once they are in. A patient arriving from onboarding with no pull yet gets one started (init is idempotent
 * on the server, so a second tab or a double start never pulls twice). When a pull ends, every records
 * screen and the insights reload, so the patient sees their records appear without reloading the page, and
 * this says what was found. A retrieval refused for want of a HIPAA authorization in force says so and
 * links to signing it again.
 */
export function RecordsStatus() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const status = useDataPullStatus();
  const gatepass = useGatepass();
  const onboarded = gatepass.data?.next_step === 'home';
  const { start, starting, error: startError } = useStartDataPull();
  const phase = pullPhase(status.data);
  const autoStarted = useRef(false);
  const previousState = useRef<PullState | undefined>(undefined);
  const [found, setFound] = useState<{ records: number; sources: number } | null>(null);
  const format = useRecordFormat();

  useEffect(() => {
    if (phase === 'none' && status.data && onboarded && !autoStarted.current) {
      autoStarted.current = true;
      void start();
    }
  }, [phase, status.data, onboarded, start]);

  useEffect(() => {
    const current = status.data?.state;
    if (pullJustFinished(previousState.current, current) && status.data) {
      void mutate(isRecordsKey);
      void mutate(dataPullProcessStatusKey);
      // Home's insights are computed from the records: "No insights yet" must not outlive the pull.
      void mutate((key) => typeof key === 'string' && key.startsWith('/v1/patient/insights'));
      const stored = status.data.sources.filter((source) => source.stored > 0);
      if (pullPhase(status.data) !== 'failed')
        setFound({ records: pullTotals(stored).stored, sources: stored.length });
    }
    previousState.current = current;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to a change of state only
  }, [status.data?.state, mutate]);

  if (status.loading) {
    // Announced, not drawn: a line that vanished a moment later moved the whole page up (a layout shift)
    return (
      <p role="status" className="sr-only">
        {t('records.pull.checking')}
      </p>
    );
  }
  if (status.error && !status.data) {
    return (
      <Alert
        tone="warning"
        title={t('records.pull.statusUnavailable')}
        actions={
          <Button variant="secondary" size="sm" onClick={status.retry}>
            {t('records.states.retry')}
          </Button>
        }
      />
    );
  }
  if (extractErrorCode(startError) === AUTHORIZATION_REFUSAL || phase === 'refused')
    return <AuthorizationRefused />;
  if (startError) {
    return (
      <Alert
        tone="danger"
        title={t('records.pull.startFailed')}
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void start({ refresh: true })}
            loading={starting}
          >
            {t('records.pull.retry')}
          </Button>
        }
      />
    );
  }
  if (!status.data) return null;
  if (phase === 'none') {
    // Before onboarding is complete there is nothing to pull yet; the Home tab shows the next step
    if (!onboarded) return null;
    return (
      <p role="status" className="text-sm text-on-surface-muted">
        {t('records.pull.starting')}
      </p>
    );
  }
  if (phase === 'retrieving') return <PullProgress status={status.data} />;
  if (phase === 'review') {
    return (
      <Alert tone="info" title={t('records.pull.reviewTitle')}>
        {t('records.pull.reviewDescription')}
      </Alert>
    );
  }
  if (phase === 'failed' || phase === 'partial') {
    return (
      <PullFailed
        status={status.data}
        partial={phase === 'partial'}
        retrying={starting}
        onRetry={() => void start({ refresh: true })}
      />
    );
  }
  if (found) {
    return (
      <Alert
        tone="success"
        title={t('records.pull.found', { count: found.sources, records: format.number(found.records) })}
      />
    );
  }
  return null;
}
