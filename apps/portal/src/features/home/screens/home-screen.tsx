import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OnboardingStep } from '@portal/contract';
import { Alert, Button, capitalizeFirst, Card, Link, PageHeader } from '@portal/ui';
import { PageLoading } from '../../../app/page-loading';
import { usePatientProfile } from '../../../app/patient-profile';
import { paths } from '../../../config/paths';
import { VerifyEmailCard } from '../../auth';
import { HomeInsights } from '../../insights';
import { showErrorToast } from '../../../lib/api';
import { markWelcomeSeen, useAuthenticators, useGatepass, useWelcomeSeen } from '../api/home-data';

const stepPath: Record<Exclude<OnboardingStep, 'home'>, string> = {
  verify_phone: paths.verifyId,
  verify_id: paths.verifyId,
  hipaa: paths.hipaa,
  address: paths.address,
};

function Welcome() {
  const { t } = useTranslation();
  const { data, mutate } = useWelcomeSeen();
  const [saving, setSaving] = useState(false);
  if (!data || data.properties.welcome_seen === true) return null;
  const dismiss = async () => {
    setSaving(true);
    try {
      await markWelcomeSeen(mutate);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Alert
      tone="info"
      title={t('home.welcomeTitle')}
      actions={
        <Button size="sm" variant="secondary" onClick={() => void dismiss()} loading={saving}>
          {t('home.welcomeDismiss')}
        </Button>
      }
    >
      {t('home.welcomeBody')}
    </Alert>
  );
}

function AccountStatus() {
  const { t } = useTranslation();
  const gatepass = useGatepass();
  const authenticators = useAuthenticators();
  const next = gatepass.data?.next_step;
  const apps = authenticators.data?.authenticators.filter((a) => a.confirmed).length ?? 0;
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('home.accountTitle')}</h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
        <dt className="font-semibold">{t('home.onboarding')}</dt>
        <dd>
          {!next ? (
            t('home.unavailable')
          ) : next === 'home' ? (
            t('home.onboardingDone')
          ) : (
            <Link asChild>
              <RouterLink to={stepPath[next]}>
                {t('home.resume', { step: t(`home.steps.${next}`) })}
              </RouterLink>
            </Link>
          )}
        </dd>
        <dt className="font-semibold">{t('home.authenticatorApps')}</dt>
        <dd>{authenticators.data ? t('home.authenticatorCount', { count: apps }) : t('home.unavailable')}</dd>
      </dl>
    </Card>
  );
}

/**
 * Home: greets the patient by name, then what care is due (the insights). The greeting, the welcome note and the
 * account card appear together once their reads have settled (answered or failed): shown one by one, each
 * arrival pushed the cards below it down the phone's screen (a layout shift). The insights come last, so their
 * own loading moves nothing above them.
 */
export default function HomeScreen() {
  const { t } = useTranslation();
  const { profile, loading } = usePatientProfile();
  const reads = [useWelcomeSeen(), useGatepass(), useAuthenticators()];
  if (loading || reads.some((read) => read.isLoading)) return <PageLoading />;
  const name = profile.given_name ? capitalizeFirst(profile.given_name) : '';
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={name ? t('home.greeting', { name }) : t('home.greetingNoName')}
        description={t('home.intro')}
      />
      <Welcome />
      <AccountStatus />
      <VerifyEmailCard emailVerified={profile.email_verified} />
      <HomeInsights />
    </div>
  );
}
