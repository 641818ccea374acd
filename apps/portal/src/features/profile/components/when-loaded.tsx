import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from '@portal/ui';

/**
 * A profile section's data: a spinner while it loads, the section once it is there, and when it cannot be read,
 * the failure in place with a way to try again (the error toast has said why).
 */
export function WhenLoaded<T>({
  resource: { data, error, mutate },
  children,
}: {
  resource: { data: T | undefined; error: unknown; mutate: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (data !== undefined) return children(data);
  if (error)
    return (
      <Alert
        tone="danger"
        title={t('profile.loadFailed')}
        actions={
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('profile.retry')}
          </Button>
        }
      />
    );
  return <Spinner label={t('profile.loading')} />;
}
