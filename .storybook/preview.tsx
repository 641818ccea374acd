import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { Toaster, toast } from '@portal/ui';
import { brands, brandToCss, bundledBrands, DEFAULT_BRAND_ID, installBrands } from '@portal/brands';
import '@portal/ui/styles.css';
import '@portal/brands/brands.css';
import { axeRunOptions } from '../tools/wcag.mjs';
import { checkStoryGrid } from './story-grid';
import {
  failOnUnansweredRequests,
  forgetUnansweredRequests,
  noteUnansweredRequest,
} from './unanswered-requests';
import { setUpDocsBlockFrame } from './docs-block-frame';
import { defaultSettingsHandler } from '../apps/portal/src/testing/msw';
import { DRAFT_BRAND_ID, savedDraftForPreview } from './pages/theme-tool/draft';

/**
 * A play function waits for what a patient waits for (a screen's reads answered and drawn) up to 5 s, not
 * Testing Library's 1 s: on a quiet machine a screen draws in a few hundred milliseconds, but the story run shares
 * two cores with Chromium and Vite, and a first read that took 1.2 s failed stories that were right. A docs block's
 * frame waits longer still (docs-block-frame.ts).
 */
configure({ asyncUtilTimeout: 5_000 });
setUpDocsBlockFrame();

/**
 * Screen stories mock their API at the network (`parameters.msw.handlers`) so the real SWR hooks and axios
 * client run. The worker starts on the first story that has handlers, so component stories do not pay for it.
 */
let mswStarted = false;
const lazyMswLoader: Loader = async (context) => {
  if (!context.parameters.msw) return {};
  if (!mswStarted) {
    // Every screen reads the patient's time zone from their settings; a story may answer them its own way.
    initialize({ onUnhandledRequest: noteUnansweredRequest, quiet: true }, [defaultSettingsHandler]);
    mswStarted = true;
  }
  return mswLoader(context);
};

/**
 * The brand the toolbar names, as <html data-brand> takes it. "Draft brand" is the theme tool's draft, saved in
 * this browser: it joins the registry (so every story's `getBrand`, messages included, finds it) and gets its CSS
 * while it is chosen; without a draft of a brand's shape, the default brand shows.
 */
function applyBrand(brandId: string): string {
  const draft = brandId === DRAFT_BRAND_ID ? savedDraftForPreview() : undefined;
  if (!draft) {
    if (brands !== bundledBrands) installBrands(bundledBrands);
    return brandId === DRAFT_BRAND_ID ? DEFAULT_BRAND_ID : brandId;
  }
  installBrands([...bundledBrands, draft]);
  let style = document.getElementById('draft-brand-css');
  if (!style) {
    style = document.createElement('style');
    style.id = 'draft-brand-css';
    document.head.append(style);
  }
  style.textContent = brandToCss(draft);
  return DRAFT_BRAND_ID;
}

/**
 * Brand and language go on <html>, not on a wrapper, so content Radix portals into <body> (dialogs, toasts)
 * is themed and read in the right language too.
 */
const withBrandAndLocale: Decorator = (Story, context) => {
  const { brand, locale } = context.globals as { brand: string; locale: 'en' | 'es' };
  document.documentElement.dataset.brand = applyBrand(brand);
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
    forgetUnansweredRequests();
  },
  // every story in every brand and both languages (story-grid.ts), every API request answered by the story
  afterEach: async (context) => {
    await checkStoryGrid(context);
    failOnUnansweredRequests();
  },
  globalTypes: {
    brand: {
      description: 'Brand (white-label theme)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          ...bundledBrands.map((b) => ({ value: b.id, title: b.name })),
          { value: DRAFT_BRAND_ID, title: 'Draft brand (Guide / Theme tool)' },
        ],
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
    // A docs page shows each story in a frame of its own, as on its own canvas: inline, every block shares the
    // page's one MSW worker (the last story's handlers answer them all), its storage, and runs no play
    // function, so a Loading or Error block showed the filled screen and a clicked state the first one. The
    // frame sizes itself to its story (docs-block-frame.ts); the height holds its place until then.
    docs: { story: { inline: false, height: '240px' } },
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
