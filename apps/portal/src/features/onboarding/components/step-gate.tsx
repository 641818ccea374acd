import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner } from '@portal/ui';
import { endSession, type EndSessionOptions } from '../../../lib/api';
import { useGatepass } from '../api/get-gatepass';
import { stepVerdict, type GatedScreen } from '../lib/step-gate';

/**
 * Shows a screen only to a patient whose gatepass has reached it [ONB-2]; a step already finished goes on to
 * the next; a jump ahead is the guard's invalid navigation: logged in the spec's words, then logout [GUARD-2].
 */
export function StepGate({
  screen,
  children,
  onLogout = endSession,
}: {
  screen: GatedScreen;
  children: ReactNode;
  onLogout?: (options?: EndSessionOptions) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, error, mutate } = useGatepass();
  const verdict = data ? stepVerdict(screen, data) : undefined;
  // A gatepass cached by an earlier screen may predate this one (a coordinator approved since): a refusal
  // waits for one read after this screen opened.
  // (per screen: one route's gate may be reused for the next route's, React keeping the instance)
  const [freshFor, setFreshFor] = useState<GatedScreen | null>(null);
  const fresh = freshFor === screen;
  const next = verdict?.kind === 'done' ? verdict.next : null;

  useEffect(() => {
    if (next) void navigate(next, { replace: true });
    if (verdict?.kind !== 'ahead') return;
    if (!fresh) {
      void mutate().finally(() => setFreshFor(screen));
      return;
    }
    console.warn('Invalid navigation attempt');
    onLogout({ reason: 'protected' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- acts on the verdict, once per change
  }, [screen, verdict?.kind, next, fresh]);

  if (error && !data) {
    return (
      <Alert
        tone="danger"
        title={t('onboarding.loadFailed')}
        actions={<Button onClick={() => void mutate()}>{t('onboarding.retry')}</Button>}
      />
    );
  }
  if (verdict?.kind !== 'show') return <Spinner label={t('onboarding.loading')} />;
  return children;
}
