/**
 * The one statement of what "accessible" means here, for every axe run (story tests, the visual run, e2e):
 * WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices (they were on before the tags were
 * named, and dropping them would let regressions through). Naming the tags switches on the rules axe ships
 * disabled that belong to them, target size (2.5.8) among them.
 */
export const WCAG_TAGS = Object.freeze(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']);

export const axeRunOptions = Object.freeze({
  runOnly: { type: 'tag', values: [...WCAG_TAGS, 'best-practice'] },
});

/** The axe rules a brand can change the answer of: it sets only colours, fonts and radius. */
export const BRAND_DEPENDENT_RULES = Object.freeze(['color-contrast', 'link-in-text-block', 'target-size']);
