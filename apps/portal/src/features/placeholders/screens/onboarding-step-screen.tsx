import { useTranslation } from 'react-i18next';
import { Alert, PageHeader } from '@portal/ui';

export type OnboardingStep = 'verifyId' | 'verifyChoice' | 'verifyConfirm' | 'hipaa' | 'address';

/**
 * An honest stand-in for the onboarding steps another issue builds (identity, HIPAA, address): the route exists
 * and is guarded; the screen says plainly that the step is not here yet.
 */
export default function OnboardingStepScreen({ step }: { step: OnboardingStep }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <PageHeader title={t(`onboarding.steps.${step}`)} />
      <Alert tone="info" title={t('onboarding.comingTitle')}>
        {t('onboarding.comingBody')}
      </Alert>
    </div>
  );
}
