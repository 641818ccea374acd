import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link, PageHeader } from '@portal/ui';
import { profilePaths } from '../paths';

/** One profile page: its title and why it matters, the way back to the profile, and its content. */
export function ProfilePage({
  title,
  description,
  back = profilePaths.personal,
  children,
}: {
  title: string;
  description?: string;
  back?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader
        title={title}
        description={description}
        back={
          <Link asChild>
            <RouterLink to={back}>{t('profile.backToProfile')}</RouterLink>
          </Link>
        }
      />
      {children}
    </div>
  );
}
