import { brands } from '@portal/brands';

type AxeModule = typeof import('axe-core');

interface A11yParameter {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: { rules?: Array<{ id: string; enabled: boolean }> } & Record<string, unknown>;
  options?: Record<string, unknown>;
}

/** Storybook's own axe check runs in the story's brand; this repeats it in every other brand. */
const inStoryTestRun = import.meta.env.VITEST_STORYBOOK !== undefined;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * A brand is data that only sets CSS custom properties (colours, fonts, radius): it cannot change a story's
 * DOM, ARIA or behaviour, so play functions and the structural axe rules give the same answer in every
 * brand and run once (in the toolbar's brand, by addon-a11y). What a brand does change is colour, so after
 * each story, in its final state (dialogs still open), axe's colour rules run again with <html data-brand>
 * switched to every other brand. A fraction of the cost of running every story three times, as strict for
 * what can differ.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
export async function checkEveryOtherBrand({
  parameters,
  globals,
  viewMode,
}: {
  parameters: { a11y?: A11yParameter };
  globals: Record<string, unknown>;
  viewMode?: string;
}): Promise<void> {
  const a11y = parameters.a11y ?? {};
  if (!inStoryTestRun || viewMode !== 'story' || a11y.disable || a11y.test !== 'error') return;
  const axe = ((await import('axe-core')) as unknown as { default: AxeModule }).default;
  const current = String(globals.brand);
  const root = document.documentElement;
  const failures: string[] = [];
  try {
    for (const brand of brands) {
      if (brand.id === current) continue;
      root.dataset.brand = brand.id;
      await nextFrame();
      axe.reset();
      axe.configure({
        ...a11y.config,
        rules: [{ id: 'region', enabled: false }, ...(a11y.config?.rules ?? [])],
      });
      const result = await axe.run(
        {
          include: [document.body],
          exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
        },
        { ...a11y.options, runOnly: { type: 'rule', values: COLOUR_RULES } },
      );
      for (const v of result.violations) {
        const where = v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ');
        failures.push(`[brand ${brand.id}] ${v.id}: ${v.help} (${where})`);
      }
    }
  } finally {
    root.dataset.brand = current;
  }
  if (failures.length > 0)
    throw new Error(`Accessibility violations in other brands:\n${failures.join('\n')}`);
}
