import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NotMeAnswer } from '@portal/contract';
import { Alert, Button, Spinner } from '@portal/ui';
import { paths } from '../../../config/paths';
import { extractErrorMessage } from '../../../lib/errors';
import { disownFactor } from '../api/recovery';
import { AuthPanel } from '../components/auth-panel';
import { secretFromFragment } from '../../../lib/fragment-secret';

type Stage =
  { name: 'working' } | { name: 'done'; answer: NotMeAnswer } | { name: 'failed'; message: string };

function ResetNow({ primary }: { primary: boolean }) {
  const { t } = useTranslation();
  return (
    <Button asChild width="full" variant={primary ? 'primary' : 'secondary'}>
      <RouterLink to={paths.resetPassword}>{t('notMe.resetNow')}</RouterLink>
    </Button>
  );
}

/**
 * [AUTH-6] A "this wasn't me" link from the notice of a new passkey or authenticator app: opening it removes that
 * one factor and signs out every device, then says what happened and suggests a new password. The token is read
 * once from the fragment and taken out of the address bar, so it is not kept in history or shared by a copy.
 */
export default function NotMeScreen() {
  const { t } = useTranslation();
  const token = useRef(secretFromFragment(useLocation().hash)).current;
  const [stage, setStage] = useState<Stage>(() =>
    token ? { name: 'working' } : { name: 'failed', message: t('notMe.noToken') },
  );
  // The link works once: a second run of the effect (React's strict mode) must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    window.history.replaceState(window.history.state, '', paths.notMe);
    disownFactor(token).then(
      (answer) => setStage({ name: 'done', answer }),
      (error: unknown) =>
        setStage({ name: 'failed', message: extractErrorMessage(error, t('errors.unknown')) }),
    );
  }, [token, t]);

  if (stage.name === 'working') {
    return (
      <AuthPanel title={t('notMe.title')}>
        <Spinner label={t('notMe.working')} />
      </AuthPanel>
    );
  }
  if (stage.name === 'failed') {
    return (
      <AuthPanel title={t('notMe.failedTitle')}>
        <div className="flex flex-col gap-4">
          <Alert tone="warning">{stage.message}</Alert>
          <p>{t('notMe.failedAdvice')}</p>
          <ResetNow primary={false} />
        </div>
      </AuthPanel>
    );
  }
  const { kind, label, removed } = stage.answer;
  return (
    <AuthPanel title={t('notMe.title')}>
      <div className="flex flex-col gap-4">
        <Alert tone="success" role="status">
          {t(removed ? `notMe.removed.${kind}` : `notMe.alreadyGone.${kind}`, { name: label })}
        </Alert>
        <p>{t('notMe.advice')}</p>
        <ResetNow primary />
      </div>
    </AuthPanel>
  );
}
