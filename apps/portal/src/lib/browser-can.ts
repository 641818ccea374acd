import { useSyncExternalStore } from 'react';

const nothingToFollow = () => () => undefined;

/**
 * What the browser can do (`can`), as a page the build prerendered without a browser (src/prerender) assumes it
 * (`prerendered`) until the app has taken that page over, then as the browser answers.
 */
export const useBrowserCan = (can: () => boolean, prerendered: boolean): boolean =>
  useSyncExternalStore(nothingToFollow, can, () => prerendered);
