/** What the story grid reads of a story's final canvas. */
export interface FinalCanvas {
  /** The canvas's visible text (`innerText`). */
  text: string;
  /** The address a story moved on to that no page of the app answers, or null (UNMATCHED_ROUTE_ATTRIBUTE). */
  unmatchedPath: string | null;
}

/** Set by the story host around the Not Found page it shows for an address the app has no page for. */
export const UNMATCHED_ROUTE_ATTRIBUTE = 'data-unmatched-route';

/** An address and its query alone, as a story host printed it where a screen moved on. */
const BARE_PATH = /^\/[\w/-]*(\?\S*)?$/;

/**
 * Why a story's final canvas is no screen, or undefined when it is one. Designers review the canvas a story
 * ends on: an address, or the Not Found page of an address the app does not have, shows where the screen went,
 * not what the patient sees there.
 */
export function bareCanvasReason({ text, unmatchedPath }: FinalCanvas): string | undefined {
  if (unmatchedPath !== null) return `it moved on to ${unmatchedPath}, which no page of the app answers`;
  const visible = text.trim();
  if (BARE_PATH.test(visible)) return `its only text is the path ${visible}`;
  return undefined;
}

/** What the story grid reads of a story's docs parameters (`parameters.docs`). */
export interface DocsParameters {
  story?: { inline?: boolean };
}

/**
 * Why a story's docs block would not show what its story shows, or undefined. A block shows the story in a frame
 * of its own (`docs.story.inline: false`, set for all in preview.tsx), where its loaders, handlers and play
 * function run as on its canvas; drawn inline, it shares the page's one MSW worker and runs no play function, so
 * a Loading block showed the filled screen and a clicked state the first one.
 */
export function docsBlockReason(docs: DocsParameters | undefined): string | undefined {
  if (docs?.story?.inline !== false)
    return 'its docs block is drawn inline (docs.story.inline), without its handlers and play function';
  return undefined;
}
