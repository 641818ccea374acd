import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppShell, Button, Link } from '@portal/ui';
import type { Brand } from '@portal/brands';
import { services } from '../config/services';
import { isPublicPath, paths } from '../config/paths';
import { endSession } from '../lib/api';
import { hasValidAccessToken } from '../lib/session';
import { useAnalyticsPage } from '../lib/tracking';
import { LanguageMenu } from './language-menu';
import { PageLoading } from './page-loading';
import { preloadable } from './preloadable';
import { RouteGuard } from './route-guard';
import { useInSignedInFrame } from './signed-in-route';
import { syncSupportChat } from './support-chat';
import { useBrand } from './brand-context';
import { useStartAtTop } from './start-at-top';
import { useDocumentTitle } from './document-title';

/** Only a logged-in patient needs the dialog (and Radix Dialog): not part of the login page's bundle. */
const IdleSession = lazy(() => import('./idle-session').then((module) => ({ default: module.IdleSession })));
/**
 * [SHARE-2] The care switch and the account menu: signed-in pages only, so they stay out of the login page's
 * bundle; a signed-in visit fetches them ahead, and the frame brings them with it (src/app/routes.tsx).
 */
export const SignedInHeader = preloadable(() =>
  import('./signed-in-header').then((module) => ({ default: module.SignedInHeader })),
);

function Footer({ brand, inFrame }: { brand: Brand; inFrame: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <p>{t('app.footer', { phone: brand.support.phone, email: brand.support.email })}</p>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        <Link asChild tone="subtle">
          <RouterLink to={paths.policies}>{t('app.privacyPolicies')}</RouterLink>
        </Link>
        <Link asChild tone="subtle">
          <RouterLink to={inFrame ? paths.profileAbout : paths.about}>{t('app.about')}</RouterLink>
        </Link>
      </div>
    </div>
  );
}

/** Everything around a screen: guard, brand shell, language switch, account menu, idle dialog, support chat. */
export function RootLayout() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { pathname } = useLocation();
  const loggedIn = hasValidAccessToken();
  const inFrame = useInSignedInFrame();
  useStartAtTop();
  useDocumentTitle(brand.name);
  useAnalyticsPage();

  useEffect(() => {
    syncSupportChat({ appId: services.chatAppId, scriptUrl: services.chatScriptUrl }, pathname);
  }, [pathname]);

  return (
    <AppShell
      brand={brand}
      homeHref={loggedIn && !isPublicPath(pathname) ? paths.home : paths.login}
      skipLinkLabel={t('app.skipToContent')}
      navLabel={t('app.mainNav')}
      languageSwitch={<LanguageMenu />}
      // Onboarding has only a way out: the account's pages open once it is done.
      actions={
        inFrame ? (
          <Suspense fallback={null}>
            <SignedInHeader />
          </Suspense>
        ) : loggedIn && !isPublicPath(pathname) ? (
          <Button variant="secondary" size="sm" onClick={() => endSession({ reason: 'logged-out' })}>
            {t('logOut')}
          </Button>
        ) : null
      }
      // Room below the footer for the phone's bottom bar
      className={inFrame ? 'pb-20 md:pb-0' : undefined}
      footer={<Footer brand={brand} inFrame={inFrame} />}
    >
      <RouteGuard>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
        {loggedIn && (
          <Suspense fallback={null}>
            <IdleSession />
          </Suspense>
        )}
      </RouteGuard>
    </AppShell>
  );
}
