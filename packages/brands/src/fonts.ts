/** The CSS generic families: a list ending in one always shows text, in a similar style, on any device. */
const GENERIC_FAMILIES = [
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
];

/**
 * Whether a font list ends in a generic family. The portal downloads no fonts, so a patient sees the first family
 * their device has; without a generic one at the end, a device with none of them falls back to the browser's
 * default (usually a serif), whatever the brand intended.
 */
export function hasGenericFallback(stack: string): boolean {
  const last = stack.split(',').at(-1)?.trim().toLowerCase() ?? '';
  return GENERIC_FAMILIES.includes(last);
}
