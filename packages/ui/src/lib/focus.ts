/**
 * The one focus ring every interactive component uses, in the brand's focus colour. The style is named on
 * focus: `outline-none` sets Tailwind's outline-style variable to none, which `outline-2` reads, so without
 * `outline-solid` the ring has a width and a colour but is never drawn (WCAG 2.4.7).
 */
export const focusRing =
  'outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
