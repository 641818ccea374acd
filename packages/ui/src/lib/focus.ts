/** The one focus ring every interactive component uses, in the brand's focus colour. */
export const focusRing =
  'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
