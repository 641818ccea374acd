import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VerificationMethod } from '@portal/contract';
import { Button, Card } from '@portal/ui';
import { paths } from '../../../config/paths';
import { useIdentityStatus } from '../api/get-identity-status';
import { OnboardingPage } from '../components/onboarding-page';

/**
 * Other ways to verify [IDV-4..6] (/signup/verify/choice): a menu; each way is a screen at its own address.
 * The SSN is not one of them: it only cross-checks a passed ID scan (offered on the confirmation screen).
 */
const WAYS: Array<{ key: 'manual' | 'assisted' | 'licence'; method: VerificationMethod; to: string }> = [
  { key: 'manual', method: 'manual', to: paths.verifyManual },
  { key: 'assisted', method: 'assisted', to: paths.verifyAssisted },
  { key: 'licence', method: 'driver_licence', to: paths.verifyLicence },
];

export default function VerifyChoiceScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const identity = useIdentityStatus().data;

  useEffect(() => {
    // A coordinator is deciding: the on-hold screen. Verified (another tab, a coordinator): on to the authorization.
    if (identity?.status === 'on_hold') navigate(paths.verifyOnHold, { replace: true });
    if (identity?.status === 'verified') navigate(paths.hipaa);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to the server's answer only
  }, [identity?.status]);

  return (
    <OnboardingPage
      step="identity"
      title={t('onboarding.choice.title')}
      description={t('onboarding.choice.description')}
    >
      <ul className="flex flex-col gap-3">
        {WAYS.map(({ key, method, to }) => (
          <li key={key}>
            <Card className="flex flex-col gap-2">
              <h2 className="text-lg font-semibold">{t(`onboarding.choice.${key}`)}</h2>
              <p>{t(`onboarding.choice.${key}Hint`)}</p>
              {identity?.attempts_left[method] === 0 ? (
                <p className="text-sm">{t('onboarding.choice.unavailable')}</p>
              ) : (
                <div>
                  <Button variant="secondary" onClick={() => navigate(to)}>
                    {t(`onboarding.choice.${key}`)}
                  </Button>
                </div>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </OnboardingPage>
  );
}
