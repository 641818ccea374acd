import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@portal/ui';
import { normalisePath, paths } from '../../../config/paths';
import { nextPathAfterConfirm } from '../use-finish-sign-in';

/**
 * A code screen opened by a patient who is already signed in (Back after the code, or the code screen's address
 * reopened): nothing is left to confirm there, so it takes them on to where they resume [ONB-2], instead of
 * saying the attempt expired and offering a login they do not need. The spec's navigation table lets only the
 * code screen lead into the app, so the method-choice screen goes on by way of it.
 */
export function ResumeSignedIn() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onCodeScreen = normalisePath(useLocation().pathname) === paths.mfaConfirm;
  useEffect(() => {
    if (!onCodeScreen) {
      navigate(paths.mfaConfirm, { replace: true });
      return;
    }
    let current = true;
    void nextPathAfterConfirm({ kind: 'login', next: undefined }).then((path) => {
      if (current) navigate(path, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [navigate, onCodeScreen]);
  return <Spinner label={t('mfa.resuming')} />;
}
