import { brands } from '@portal/brands';
import { toast } from '@portal/ui';
import { axeRunOptions, BRAND_DEPENDENT_RULES } from '../tools/wcag.mjs';
import {
  bareCanvasReason,
  docsBlockReason,
  type DocsParameters,
  UNMATCHED_ROUTE_ATTRIBUTE,
} from '../apps/portal/src/testing/bare-canvas';

type AxeModule = typeof import('axe-core');
type Locale = 'en' | 'es';

interface A11yParameter {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: { rules?: Array<{ id: string; enabled: boolean }> } & Record<string, unknown>;
  options?: Record<string, unknown>;
}

/** What of a story's context the grid reads (a portable story's context, as the story test run builds it). */
export interface StoryGridContext {
  id: string;
  tags?: string[];
  parameters: { a11y?: A11yParameter; docs?: DocsParameters };
  globals: Record<string, unknown>;
  viewMode?: string;
  renderToCanvas?: () => Promise<void>;
  canvasElement?: HTMLElement;
}

/** Takes a screenshot of the page as it is now under `name`; installed only by the visual run. */
type Screenshotter = (name: string) => Promise<void>;
let screenshotter: Screenshotter | undefined;
export function takeScreenshotsWith(take: Screenshotter): void {
  screenshotter = take;
}

const inStoryTestRun = import.meta.env.VITEST_STORYBOOK !== undefined;
const LOCALES: readonly Locale[] = ['en', 'es'];
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Resolves once the page has not changed for `quietMs` (a screen's mocked requests answered and rendered), or
 * after `maxMs` for a screen that never rests (a loading state whose request never answers).
 */
function settled(quietMs = 150, maxMs = 3_000): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    const done = () => {
      observer.disconnect();
      resolve();
    };
    let timer = setTimeout(done, quietMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, performance.now() - started > maxMs ? 0 : quietMs);
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/**
 * The story grid: every story × every brand × both languages, checked with axe against WCAG 2.0/2.1/2.2 A and
 * AA (tools/wcag.mjs), from two renders per story instead of six.
 *
 * A brand is data that only sets CSS custom properties (colours, fonts, radius): it cannot change a story's
 * DOM, ARIA or behaviour, so one render is checked in every brand by switching <html data-brand> and running
 * again only the rules a brand can change (contrast, links told apart by colour, target size). A language
 * changes the text, so the story is rendered a second time in the other language (its play function speaks
 * the story's language, so this render is the story's first state) and checked in full in every brand.
 *
 * - the story's own render, after its play function (dialogs still open): the full check ran already in the
 *   toolbar's brand (addon-a11y); here, the brand-dependent rules in every other brand;
 * - the render in the other language: the full check in the story's brand, the brand-dependent rules in the
 *   others.
 *
 * Before any of it, a story whose final canvas is no screen (an address, an address the app has no page for)
 * fails, and so does one whose docs block would not draw it as its canvas does: designers review both
 * (bare-canvas.ts). `node tools/docs-blocks.mjs` compares every docs block with its story in a built Storybook.
 *
 * When the visual run installed a screenshotter, each of the six states is also photographed (component stories
 * and the screen stories tagged 'visual').
 */
export async function checkStoryGrid(context: StoryGridContext): Promise<void> {
  if (!inStoryTestRun || context.viewMode !== 'story') return;
  const canvas = context.canvasElement;
  const bare =
    canvas &&
    bareCanvasReason({
      text: canvas.innerText,
      unmatchedPath:
        canvas.querySelector(`[${UNMATCHED_ROUTE_ATTRIBUTE}]`)?.getAttribute(UNMATCHED_ROUTE_ATTRIBUTE) ??
        null,
    });
  if (bare) throw new Error(`The story ends on no screen: ${bare}`);
  const docsBlock = docsBlockReason(context.parameters.docs);
  if (docsBlock) throw new Error(`The story's docs page would not show it: ${docsBlock}`);
  const a11y = context.parameters.a11y ?? {};
  if (a11y.disable) return;
  const checking = a11y.test === 'error';
  const storyBrand = String(context.globals.brand);
  const storyLocale = (context.globals.locale as Locale | undefined) ?? 'en';
  const otherLocale = LOCALES.find((locale) => locale !== storyLocale)!;
  const axe = ((await import('axe-core')) as unknown as { default: AxeModule }).default;
  const failures: string[] = [];
  // The visual set: every component story, and the screen stories tagged 'visual' (one or a few a feature,
  // each a whole screen: every state of every screen would be a heavy set to commit and to review)
  const photographed = context.id.startsWith('components-') || !!context.tags?.includes('visual');

  const check = async (brandId: string, locale: Locale, onlyBrandRules: boolean) => {
    if (!checking) return;
    // a story is a fragment of a page: its content need not sit in a landmark
    const switchedOff = [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])].filter(
      (r) => !r.enabled,
    );
    axe.reset();
    axe.configure({ ...a11y.config });
    const result = await axe.run(
      {
        include: [document.body],
        exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
      },
      {
        ...a11y.options,
        ...(onlyBrandRules
          ? { runOnly: { type: 'rule', values: [...BRAND_DEPENDENT_RULES] } }
          : axeRunOptions),
        // named tags switch on rules their config switched off; options decide
        rules: Object.fromEntries(switchedOff.map((r) => [r.id, { enabled: false }])),
      },
    );
    for (const v of result.violations) {
      const where = v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ');
      failures.push(`[${brandId} ${locale}] ${v.id}: ${v.help} (${where})`);
    }
  };

  /** Checks (and photographs) the page as rendered now in every brand, the story's own brand first. */
  const inEveryBrand = async (locale: Locale, fullCheckInStoryBrand: boolean) => {
    const ordered = [storyBrand, ...brands.map((b) => b.id).filter((id) => id !== storyBrand)];
    for (const brandId of ordered) {
      document.documentElement.dataset.brand = brandId;
      await nextFrame();
      const isStoryBrand = brandId === storyBrand;
      if (!isStoryBrand || fullCheckInStoryBrand) await check(brandId, locale, !isStoryBrand);
      if (photographed) await screenshotter?.(`${context.id}.${brandId}.${locale}`);
    }
  };

  try {
    await inEveryBrand(storyLocale, false);
    if (context.renderToCanvas) {
      toast.clear();
      context.globals = { ...context.globals, locale: otherLocale };
      await context.renderToCanvas();
      await settled();
      await inEveryBrand(otherLocale, true);
    }
  } finally {
    document.documentElement.dataset.brand = storyBrand;
  }
  if (failures.length > 0) throw new Error(`Accessibility violations:\n${failures.join('\n')}`);
}
