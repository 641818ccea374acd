import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectedAppInfo } from '@portal/contract';
import { Link } from '@portal/ui';
import { appHomepage, appInitials, appLogoSource } from '../rules/consent';

/** The app's logo when the portal's CSP lets the page load it, else its initials on the brand's colour. */
export function AppBadge({ app, size = 'md' }: { app: ConnectedAppInfo; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const logo = appLogoSource(app.logo_uri, window.location.origin);
  const box = size === 'md' ? 'size-14 text-xl' : 'size-10 text-base';
  if (logo)
    return (
      <img
        src={logo}
        alt={t('apps.authorize.logo', { app: app.name })}
        className={`${box} shrink-0 rounded-brand object-contain`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-brand bg-primary font-bold text-on-primary`}
    >
      {appInitials(app.name)}
    </span>
  );
}

/** The app's website, opened in a new tab (leaving the consent screen would leave the app's request behind). */
export function AppWebsite({ app }: { app: ConnectedAppInfo }) {
  const { t } = useTranslation();
  const homepage = appHomepage(app.homepage);
  if (!homepage) return null;
  return (
    <Link
      href={homepage}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('apps.authorize.homepageLabel', { app: app.name })}
    >
      {t('apps.authorize.homepage')}
    </Link>
  );
}

/**
 * [issue 30] Which app and who made it, as the operator registered it: its name, publisher and website. The
 * names wrap anywhere (a registration may use all 100 characters with no space); the caller gives the name as
 * the heading its page needs.
 */
export function AppIdentity({ app, heading }: { app: ConnectedAppInfo; heading: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 items-start gap-4">
      <AppBadge app={app} />
      <div className="flex min-w-0 flex-col gap-1">
        {heading}
        <p className="break-words text-on-surface-muted">
          {t('apps.authorize.publisher', { publisher: app.publisher })}
        </p>
        <AppWebsite app={app} />
      </div>
    </div>
  );
}
