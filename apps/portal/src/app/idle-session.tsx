import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { InactivityDialog } from '@portal/ui';
import { endSession, refreshTokens, showErrorToast } from '../lib/api';
import { logOutLabelKey } from '../lib/idle';
import { useIdleTimeout } from './use-idle-timeout';

/** [IDLE-6] The inactivity dialog; mounted only for a logged-in patient. */
export function IdleSession() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [continuing, setContinuing] = useState(false);
  const idle = useIdleTimeout({
    enabled: true,
    onExpire: () => endSession({ reason: 'inactivity' }),
    refresh: refreshTokens,
    onRefreshError: showErrorToast,
  });

  const continueSession = async () => {
    setContinuing(true);
    try {
      await idle.continueSession();
    } finally {
      setContinuing(false);
    }
  };

  return (
    <InactivityDialog
      open={idle.open}
      secondsLeft={idle.secondsLeft}
      // Closing with X or Escape is "I'm still here": it keeps the session the same way
      onOpenChange={(open) => void (open || continueSession())}
      onContinueSession={() => void continueSession()}
      onLogOut={() => endSession({ reason: 'logged-out' })}
      continuing={continuing}
      labels={{
        title: t('areYouStillThere'),
        description: (seconds) => t('InactivityDialogDescription', { count: seconds }),
        close: t('close'),
        logOut: t(logOutLabelKey(pathname)),
        continueSession: t('continueSession'),
      }}
    />
  );
}
