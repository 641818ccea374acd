import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal/ui';
import { paths } from '../../../config/paths';

/** Back to the menu of other ways to verify (the browser's back button does the same). */
export function BackToOtherWays() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button variant="secondary" onClick={() => navigate(paths.verifyChoice)}>
      {t('onboarding.back')}
    </Button>
  );
}
