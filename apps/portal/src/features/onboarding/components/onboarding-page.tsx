import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Stepper } from '@portal/ui';

const STEPS = ['identity', 'hipaa', 'address'] as const;

/** Every onboarding screen: where the patient is in the three steps, then the screen's heading and body. */
export function OnboardingPage({
  step,
  title,
  description,
  children,
}: {
  step: (typeof STEPS)[number];
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <Stepper
        steps={STEPS.map((s) => t(`onboarding.progress.${s}`))}
        current={STEPS.indexOf(step)}
        label={t('onboarding.progress.label')}
        completedLabel={t('onboarding.progress.completed')}
        progressText={(current, total) => t('onboarding.progress.text', { step: current, total })}
      />
      <PageHeader title={title} description={description} />
      {children}
    </div>
  );
}
