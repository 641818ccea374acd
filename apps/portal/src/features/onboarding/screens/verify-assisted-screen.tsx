import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { paths } from '../../../config/paths';
import { gatepassKey } from '../api/get-gatepass';
import { identityStatusKey } from '../api/get-identity-status';
import { requestAssisted } from '../api/request-assisted';
import { BackToOtherWays } from '../components/back-to-other-ways';
import { CallForm } from '../components/call-form';
import { OnboardingPage } from '../components/onboarding-page';

/** Coordinator-assisted verification [IDV-5]: ask for a call (/signup/verify/choice/assisted). */
export default function VerifyAssistedScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return (
    <OnboardingPage
      step="identity"
      title={t('onboarding.assisted.title')}
      description={t('onboarding.assisted.description')}
    >
      <CallForm
        submitLabel={t('onboarding.assisted.submit')}
        actions={<BackToOtherWays />}
        onSend={async (request) => {
          await requestAssisted(request);
          await mutate(identityStatusKey);
          await mutate(gatepassKey);
          navigate(paths.verifyOnHold);
        }}
      />
    </OnboardingPage>
  );
}
