import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from '@portal/ui';

/**
 * What a screen shows of the data it reads: a spinner while it loads, then `children(data)`; when it could not
 * be read, `failedTitle` with a way to try again.
 */
export function Loaded<T>({
  resource: { data, error, mutate },
  failedTitle,
  children,
}: {
  resource: { data: T | undefined; error: unknown; mutate: () => unknown };
  failedTitle: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (data) return children(data);
  if (error) {
    return (
      <Alert
        tone="danger"
        title={failedTitle}
        actions={<Button onClick={() => void mutate()}>{t('app.retry')}</Button>}
      />
    );
  }
  return <Spinner label={t('app.loading')} />;
}
