import { useMemo, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { i18n as I18n, TFunction } from 'i18next';
import { defaultBrand, getBrand } from '@portal/brands';
import { catalogues, type ErrorCode, type Language } from '@portal/contract';
import { toast } from '@portal/ui';
import type { MfaFlow } from '../features/auth/mfa-flow';
import { setNotifier } from '../lib/notify';
import { createTestI18n } from './i18n';
import { makeJwt } from './jwt';
import { ScreenProviders } from './screen-providers';
import { NextScreen } from './story-routes';

export { failWith, ok, pending } from './msw';

export interface PortalStoryParameters {
  /** The address the story opens (with its query), and the route pattern when it has parameters. */
  route?: string | { path: string; pattern?: string };
  /** Claims of a logged-in patient's id token; absent means nobody is logged in. */
  session?: Record<string, unknown>;
  /** The sign-in attempt the code screens read from sessionStorage; absent means none. */
  mfaFlow?: MfaFlow | null;
}

export const demoClaims = {
  sub: 'patient-1',
  given_name: 'dana',
  family_name: 'Demo',
  email: 'demo@example.com',
  phone_number: '617-555-0100',
  birthdate: '1980-01-01',
  locale: 'en',
  brand: 'carebridge',
};

/** Where Storybook's theme tool keeps a partner's draft brand (the Brand toolbar's "Draft brand"). */
export const DRAFT_BRAND_STORAGE_KEY = 'storybook:draft-brand';

function prepareStorage({ session, mfaFlow }: PortalStoryParameters) {
  // Each screen starts signed out of everything, but a partner's draft brand outlives the screens it themes
  const draft = localStorage.getItem(DRAFT_BRAND_STORAGE_KEY);
  localStorage.clear();
  if (draft !== null) localStorage.setItem(DRAFT_BRAND_STORAGE_KEY, draft);
  sessionStorage.clear();
  if (session) {
    localStorage.setItem('access_token', makeJwt({ sub: session.sub ?? 'patient-1' }));
    localStorage.setItem('id_token', makeJwt(session));
    localStorage.setItem('refresh_token', 'story-refresh-token');
    localStorage.setItem('web_token', 'story-csrf-token');
  }
  if (mfaFlow) sessionStorage.setItem('mfa_flow', JSON.stringify(mfaFlow));
}

setNotifier({ success: toast.success, error: toast.error });

/** The translations the story on the canvas is rendered with (the toolbar's language, or the story's own). */
let storyI18n: I18n = createTestI18n('en');

/**
 * The words of the story on the canvas, for its play function: `t('account.settings.save')` is "Save settings" under
 * the English toolbar and "Guardar configuración" under the Spanish one, so a check finds what the patient
 * reads in whichever language the designer chose instead of failing on every English string.
 */
export const t: TFunction = ((...args: Parameters<TFunction>) =>
  (storyI18n.t as unknown as (...untyped: unknown[]) => string)(...args)) as TFunction;

/**
 * A failure as the server words it for `failWith`: "<CODE> - <message>", the message from the shared catalogue in
 * the story's language (the server answers in the patient's, their Accept-Language) unless one is given. Call it
 * when the request is answered, so it follows the toolbar.
 */
export const serverSays = (code: ErrorCode, message?: string): string =>
  `${code} - ${message ?? catalogues[storyLanguage()].errors[code]}`;

/** The story's language, for what the screen formats itself (dates) and what the server words in it. */
export const storyLanguage = () => storyI18n.language as Language;

/**
 * The words of a translated sentence before one of its values (`{{name}}`), for a check of a sentence whose value
 * the screen formats (a moment): `startingWith(wordsBefore('studies.confirmation.summary', 'date', { name }))`.
 */
export function wordsBefore(key: string, value: string, values: Record<string, string> = {}): string {
  const sentence = (t as unknown as (key: string, values: Record<string, string>) => string)(key, {
    ...values,
    [value]: VALUE_MARK,
  });
  return sentence.slice(0, sentence.indexOf(VALUE_MARK));
}
const VALUE_MARK = '\u0000';

/** Text that starts with, or contains, `text` (a translated string) wherever it is read. */
export const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);
export const containing = (text: string) => new RegExp(escapeRegExp(text));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A story's check that the page (its screen, or the one it moved on to) shows its heading (h1). A page moved on
 * to loads its code on first use and reads before it shows: seconds on a busy two-core machine.
 */
export const showsHeading =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name, level: 1 }, { timeout: 15_000 }),
    ).toBeVisible();
  };

/**
 * Runs a portal screen as the app does: at its address in a router, with a fresh SWR cache and the app's one
 * fetcher (so the real hooks ask the network, mocked by MSW in `parameters.msw.handlers`), the real translations
 * in the toolbar's language, and the toolbar's brand. A story that moves on ends on the app's next page, whose
 * reads its `parameters.msw.handlers` answer too.
 */
export const withPortalScreen: Decorator = (Story, context) => {
  const globals = context.globals as { locale?: 'en' | 'es'; brand?: string };
  const parameters = context.parameters as PortalStoryParameters;
  const route =
    typeof parameters.route === 'string' ? { path: parameters.route } : (parameters.route ?? { path: '/' });
  return (
    <Host
      key={`${context.id}-${globals.locale ?? 'en'}`}
      locale={globals.locale ?? 'en'}
      brandId={globals.brand}
      route={route}
      storage={parameters}
      story={<Story />}
    />
  );
};

function Host({
  locale,
  brandId,
  route,
  storage,
  story,
}: {
  locale: 'en' | 'es';
  brandId: string | undefined;
  route: { path: string; pattern?: string };
  storage: PortalStoryParameters;
  story: ReactNode;
}) {
  const i18n = useMemo(() => {
    prepareStorage(storage);
    storyI18n = createTestI18n(locale);
    return storyI18n;
    // storage is prepared once per story and language, before the first render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          { path: route.pattern ?? route.path.split('?')[0], element: story },
          // Where the screen moves on to (a submit, a link), the app's page for that address takes over
          { path: '*', element: <NextScreen /> },
        ],
        { initialEntries: [route.path] },
      ),
    // the router is made once per story and language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [route.path, route.pattern],
  );
  return (
    <ScreenProviders i18n={i18n} brand={getBrand(brandId) ?? defaultBrand}>
      <div className="mx-auto max-w-6xl p-4">
        <RouterProvider router={router} />
      </div>
    </ScreenProviders>
  );
}
