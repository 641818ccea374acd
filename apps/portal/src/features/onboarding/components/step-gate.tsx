import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from '@portal/ui';
import { endSession } from '../../../lib/api';
import { useGatepass } from '../api/get-gatepass';
import { screenAllowed, type GatedScreen } from '../lib/step-gate';

/**
 * Shows a screen only to a patient whose gatepass has reached it; a jump ahead is the guard's invalid
 * navigation: logged in the spec's words, then logout [GUARD-2] [ONB-2].
 */
export function StepGate({
  screen,
  children,
  onLogout = endSession,
}: {
  screen: GatedScreen;
  children: ReactNode;
  onLogout?: () => void;
}) {
  const { t } = useTranslation();
  const { data, error, mutate } = useGatepass();
  const allowed = data ? screenAllowed(screen, data) : undefined;

  useEffect(() => {
    if (allowed === false) {
      console.warn('Invalid navigation attempt');
      onLogout();
    }
  }, [allowed, onLogout]);

  if (error && !data) {
    return (
      <Alert
        tone="danger"
        title={t('onboarding.loadFailed')}
        actions={<Button onClick={() => void mutate()}>{t('onboarding.retry')}</Button>}
      />
    );
  }
  if (!allowed) return <Spinner label={t('onboarding.loading')} />;
  return children;
}
