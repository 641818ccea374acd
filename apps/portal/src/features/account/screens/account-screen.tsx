import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { capitalizeFirst, Card, cn, PageHeader } from '@portal/ui';
import { usePatientProfile } from '../../../app/patient-profile';
import { accountSections } from '../paths';

/** /profile, the Account tab: who is signed in, then every account page by section. */
export default function AccountScreen() {
  const { t } = useTranslation();
  const { profile } = usePatientProfile();
  const name = [profile.given_name, profile.family_name]
    .filter((part): part is string => !!part)
    .map(capitalizeFirst)
    .join(' ');
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageHeader
        title={t('account.title')}
        description={name ? t('account.signedInAs', { name }) : undefined}
      />
      {accountSections
        .filter((section) => section.links.length > 0)
        .map((section) => (
          <section key={section.id} aria-labelledby={`account-${section.id}`} className="flex flex-col gap-2">
            <h2 id={`account-${section.id}`} className="text-lg font-semibold">
              {t(`account.sections.${section.id}`)}
            </h2>
            <Card className="p-0">
              <ul className="divide-y divide-border">
                {section.links.map(({ to, label }) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className={cn(
                        'flex items-center justify-between gap-3 px-4 py-3 font-semibold text-link hover:underline',
                        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
                      )}
                    >
                      {label(t)}
                      <span aria-hidden>›</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          </section>
        ))}
    </div>
  );
}
