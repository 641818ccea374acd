import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmptyState, Skeleton } from '@portal/ui';
import { extractErrorCode, extractErrorMessage } from '../lib/errors';

/** The loading, error and empty states every area of the app shares, so they look and read the same everywhere. */
export function AreaLoading({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} shape="block" className="h-16" />
      ))}
    </div>
  );
}

export function AreaError({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="danger"
      title={title ?? t('records.states.errorTitle')}
      actions={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('records.states.retry')}
        </Button>
      }
    >
      {/* The server's own message is localised; a network failure's is not, so ours is shown then */}
      {extractErrorCode(error) ? extractErrorMessage(error) : t('records.states.errorDescription')}
    </Alert>
  );
}

export function AreaEmpty({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return <EmptyState title={title} description={description} action={action} headingLevel={2} />;
}
