import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@portal/ui';
import { takeLogoutReason, type LogoutReason } from '../../../lib/logout-reason';

/**
 * Why the last session of this tab ended, on the login page. The live region is there from the first paint
 * (and in the prerendered page) and filled once the app runs, so screen readers announce the message.
 */
export function LogoutReasonMessage() {
  const { t } = useTranslation();
  const [reason, setReason] = useState<LogoutReason | null>(null);

  useEffect(() => {
    // read once: a reload of the login page no longer says it (StrictMode's second run finds nothing)
    const found = takeLogoutReason();
    if (found) setReason(found);
  }, []);

  return (
    <div role="status">
      {reason && <Alert role="none" tone="info" title={t(`login.loggedOut.${reason}`)} />}
    </div>
  );
}
