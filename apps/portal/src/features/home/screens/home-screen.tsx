import { useTranslation } from 'react-i18next';
import { capitalizeFirst, Card, PageHeader, Skeleton } from '@portal/ui';
import { usePatientProfile } from '../../../app/patient-profile';

/** Home: greets the patient by name. Insights, records and trends arrive with their own issues. */
export default function HomeScreen() {
  const { t } = useTranslation();
  const { profile, loading } = usePatientProfile();
  const name = profile.given_name ? capitalizeFirst(profile.given_name) : '';
  return (
    <div className="flex flex-col gap-4">
      {loading ? (
        <Skeleton className="h-9 w-64" />
      ) : (
        <PageHeader
          title={name ? t('home.greeting', { name }) : t('home.greetingNoName')}
          description={t('home.intro')}
        />
      )}
      <Card variant="muted">
        <p>{t('home.comingSoon')}</p>
      </Card>
    </div>
  );
}
