import { Link as RouterLink } from 'react-router';
import { calendarDay } from '../../../lib/date-format';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle, Link } from '@portal/ui';
import { paths } from '../../../config/paths';
import { usePatientDateOfBirth } from '../api/get-date-of-birth';
import { usePatientNames } from '../api/get-names';
import { ProfilePage } from '../components/profile-page';
import { WhenLoaded } from '../components/when-loaded';
import { profilePaths } from '../paths';
import { displayName } from '../rules/display-name';

/** Each part of the profile, in the order a patient checks them. */
const SECTIONS = [
  ['names', profilePaths.names],
  ['addresses', profilePaths.addresses],
  ['phones', profilePaths.phones],
  ['dateOfBirth', profilePaths.dateOfBirth],
  ['gender', profilePaths.gender],
  ['demographics', profilePaths.demographics],
  ['insurance', profilePaths.insurance],
  ['hipaa', profilePaths.hipaa],
] as const;

/** The profile [PROF-1 … PROF-6] (/profile/personal): who we have on file, and every part to see or change. */
export default function PersonalScreen() {
  const { t } = useTranslation();
  return (
    <ProfilePage
      title={t('profile.personal.title')}
      description={t('profile.personal.description')}
      back={paths.profile}
    >
      <Card>
        <WhenBothLoaded />
      </Card>
      <nav aria-label={t('profile.personal.sections')}>
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
          {SECTIONS.map(([section, path]) => (
            <li key={section} className="p-4">
              <Link asChild>
                <RouterLink to={path}>{t(`profile.personal.${section}`)}</RouterLink>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </ProfilePage>
  );
}

function WhenBothLoaded() {
  const { t, i18n } = useTranslation();
  const names = usePatientNames();
  const dob = usePatientDateOfBirth();
  return (
    <WhenLoaded resource={names}>
      {(n) => {
        const legal = n.names.find((name) => name.use === 'legal');
        return (
          <div className="flex flex-col gap-1" data-private="true">
            <CardTitle level={2}>{legal ? displayName(legal) : t('profile.notProvided')}</CardTitle>
            <WhenLoaded resource={dob}>
              {(d) => (
                <p>
                  {t('profile.personal.dateOfBirth')}: {calendarDay(d.date_of_birth, i18n.resolvedLanguage)}
                </p>
              )}
            </WhenLoaded>
          </div>
        );
      }}
    </WhenLoaded>
  );
}
