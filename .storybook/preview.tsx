import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { Toaster, toast } from '@portal/ui';
import { brands, DEFAULT_BRAND_ID } from '@portal/brands';
import '@portal/ui/styles.css';
import '@portal/brands/brands.css';
import { axeRunOptions } from '../tools/wcag.mjs';
import { checkStoryGrid } from './story-grid';
import { defaultSettingsHandler } from '../apps/portal/src/testing/msw';

/**
 * Screen stories mock their API at the network (`parameters.msw.handlers`) so the real SWR hooks and axios
 * client run. The worker starts on the first story that has handlers, so component stories do not pay for it.
 */
let mswStarted = false;
const lazyMswLoader: Loader = async (context) => {
  if (!context.parameters.msw) return {};
  if (!mswStarted) {
    // Every screen reads the patient's time zone from their settings; a story may answer them its own way.
    initialize({ onUnhandledRequest: 'bypass', quiet: true }, [defaultSettingsHandler]);
    mswStarted = true;
  }
  return mswLoader(context);
};

/**
 * Brand and language go on <html>, not on a wrapper, so content Radix portals into <body> (dialogs, toasts)
 * is themed and read in the right language too.
 */
const withBrandAndLocale: Decorator = (Story, context) => {
  const { brand, locale } = context.globals as { brand: string; locale: 'en' | 'es' };
  document.documentElement.dataset.brand = brand;
  document.documentElement.lang = locale;
  return (
    <>
      <Story />
      <Toaster
        dismissLabel={locale === 'es' ? 'Cerrar' : 'Dismiss'}
        regionLabel={locale === 'es' ? 'Notificaciones ({hotkey})' : 'Notifications ({hotkey})'}
        variantLabels={locale === 'es' ? { success: 'Éxito', error: 'Error' } : undefined}
      />
    </>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withBrandAndLocale],
  loaders: [lazyMswLoader],
  // Toasts live in a module-level queue: each story starts with none.
  beforeEach: () => {
    toast.clear();
  },
  // every story in every brand and both languages (story-grid.ts)
  afterEach: checkStoryGrid,
  globalTypes: {
    brand: {
      description: 'Brand (white-label theme)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brands.map((b) => ({ value: b.id, title: b.name })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the labels (portal stories read this global)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en' },
          { value: 'es', title: 'Español', right: 'es' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: DEFAULT_BRAND_ID, locale: import.meta.env.STORY_LOCALE ?? 'en' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked with axe (WCAG 2.0-2.2 A/AA, tools/wcag.mjs) in the story test run; a violation
    // fails the test.
    a11y: { test: 'error', options: axeRunOptions },
    // Screens in the order a patient meets them: sign up and log in, onboarding, home, records, insights, kits,
    // studies, sharing, then their profile and account; the app's frame and pages reached from anywhere last
    options: {
      storySort: {
        order: [
          'Guide',
          'Components',
          'Screens',
          [
            'Auth',
            'Onboarding',
            'Home',
            'Records',
            'Insights',
            'Lab kits',
            'Studies',
            'Sharing',
            'Profile',
            'Account',
            'App',
            'Support',
            'Policies',
          ],
        ],
      },
    },
    // Hosted review (npm run chromatic, only with a token) photographs each story in every brand and language,
    // as `npm run visual` does locally.
    chromatic: {
      modes: Object.fromEntries(
        brands.flatMap((brand) =>
          (['en', 'es'] as const).map((locale) => [`${brand.id} ${locale}`, { brand: brand.id, locale }]),
        ),
      ),
    },
  },
};

export default preview;
