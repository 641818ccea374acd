import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from '@portal/ui';

/**
 * What a step shows of the data it reads: a spinner while it loads, then `children(data)`; a failure with a
 * way to try again when it could not be read.
 */
export function Loaded<T>({
  resource: { data, error, mutate },
  children,
}: {
  resource: { data: T | undefined; error: unknown; mutate: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (data) return children(data);
  if (error) {
    return (
      <Alert
        tone="danger"
        title={t('onboarding.loadFailed')}
        actions={<Button onClick={() => void mutate()}>{t('onboarding.retry')}</Button>}
      />
    );
  }
  return <Spinner label={t('onboarding.loading')} />;
}
