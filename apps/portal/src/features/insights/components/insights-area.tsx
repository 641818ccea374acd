import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Insight } from '@portal/contract';
import { Alert, Button, EmptyState, Skeleton } from '@portal/ui';
import { extractErrorCode, extractErrorMessage } from '../../../lib/errors';
import { useInsights } from '../api/get-insights';
import { DisclaimerGate } from './disclaimer-gate';

/**
 * The insights' loading, error and empty states, shared by every screen that lists them; the list itself
 * (`children`) shows only once the patient has acknowledged the disclaimer.
 */
export function InsightsArea({
  children,
  openDisclaimerAtFirst = true,
}: {
  children: (insights: readonly Insight[]) => ReactNode;
  openDisclaimerAtFirst?: boolean;
}) {
  const { t } = useTranslation();
  const { insights, loading, error, retry } = useInsights();
  if (loading) return <InsightsLoading />;
  if (error || !insights) return <InsightsError error={error} onRetry={retry} />;
  if (insights.length === 0)
    return (
      <EmptyState
        title={t('insights.states.emptyTitle')}
        description={t('insights.states.emptyDescription')}
        headingLevel={2}
      />
    );
  return <DisclaimerGate openAtFirst={openDisclaimerAtFirst}>{children(insights)}</DisclaimerGate>;
}

/** Nothing is due: said where the due insights would be. */
export function NoneDue() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('insights.states.noneDueTitle')}
      description={t('insights.states.noneDueDescription')}
      headingLevel={2}
    />
  );
}

/** Insights are on their way. */
export function InsightsLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{t('insights.states.loading')}</span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} shape="block" className="h-24" />
      ))}
    </div>
  );
}

/** Insights could not be read: the server's own words when it sent them, and a retry. */
export function InsightsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="danger"
      title={t('insights.states.errorTitle')}
      actions={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('insights.states.retry')}
        </Button>
      }
    >
      {/* The server's message is localised; a network failure's is not, so ours is shown then */}
      {extractErrorCode(error) ? extractErrorMessage(error) : t('insights.states.errorDescription')}
    </Alert>
  );
}
