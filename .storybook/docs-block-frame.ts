import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { configure } from 'storybook/test';
import { DRAFT_BRAND_STORAGE_KEY } from '../apps/portal/src/testing/storybook';

/**
 * A docs page shows each story in a frame of its own (`docs.story.inline: false` in preview.tsx), in story mode,
 * so its loaders, MSW handlers and play function run as on its own canvas. This module is what such a frame
 * needs beyond that, and does nothing anywhere else (a story's own canvas, the story test run):
 *
 * - its own storage: frames of one origin share localStorage and sessionStorage, and each screen story clears
 *   and fills them for itself (testing/storybook.tsx), so a sibling loading later would sign this one out;
 * - the docs page's brand and language: the toolbar speaks to the docs page only, so the frame takes them from
 *   it when it starts and reloads with them when they change;
 * - its height: the block takes the height of what its story draws (an open dialog included);
 * - time for its play function: a page starts all its blocks at once, so a screen comes slower than on its own
 *   canvas and a play's `findBy…` waits longer for it.
 */

interface StorybookWindow extends Window {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on(event: string, listener: (payload: { globals: Record<string, unknown> }) => void): void;
    off(event: string, listener: (payload: { globals: Record<string, unknown> }) => void): void;
  };
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: {
      userGlobals: { get(): Record<string, unknown>; initialGlobals: Record<string, unknown> };
    };
  };
}

const blockFrame = (): HTMLIFrameElement | null => {
  try {
    const frame = window.frameElement;
    return frame instanceof HTMLIFrameElement && frame.id.startsWith('iframe--') ? frame : null;
  } catch {
    // a frame of another origin: not a docs block
    return null;
  }
};

/** Storage kept in this frame only, starting from the page's; the theme tool's draft brand stays shared. */
function frameStorage(shared: Storage): Storage {
  const items = new Map<string, string>();
  for (let i = 0; i < shared.length; i += 1) {
    const key = shared.key(i)!;
    items.set(key, shared.getItem(key)!);
  }
  const storage: Storage = {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
      if (key === DRAFT_BRAND_STORAGE_KEY) shared.setItem(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
      if (key === DRAFT_BRAND_STORAGE_KEY) shared.removeItem(key);
    },
    clear: () => items.clear(),
  };
  return storage;
}

type Globals = Record<string, unknown>;

/**
 * Storybook's form of globals in an address (`locale:es;brand:sunrise`), for those the docs page holds other
 * than its starting ones: the frame starts from the same, so a page nobody changed costs no reload.
 */
const globalsParam = (globals: Globals, initial: Globals) =>
  Object.entries(globals)
    .filter(([key, value]) => typeof value === 'string' && value !== initial[key])
    .map(([key, value]) => `${key}:${value as string}`)
    .join(';');

function followDocsGlobals() {
  const docs = window.parent as StorybookWindow;
  const store = docs.__STORYBOOK_PREVIEW__?.storyStoreValue?.userGlobals;
  if (!store) return;
  const follow = ({ globals }: { globals: Globals }) => {
    const url = new URL(window.location.href);
    const wanted = globalsParam(globals, store.initialGlobals);
    if ((url.searchParams.get('globals') ?? '') === wanted) return;
    if (wanted) url.searchParams.set('globals', wanted);
    else url.searchParams.delete('globals');
    window.location.replace(url);
  };
  follow({ globals: store.get() });
  const channel = docs.__STORYBOOK_ADDONS_CHANNEL__;
  channel?.on(GLOBALS_UPDATED, follow);
  window.addEventListener('pagehide', () => channel?.off(GLOBALS_UPDATED, follow));
}

/**
 * Sizes the block to what the story draws, an open dialog included (it is fixed, so the page's height does not
 * count it); the block's own height (`docs.story.height`) holds its place until then.
 */
function fitBlock(frame: HTMLIFrameElement) {
  const block = frame.parentElement;
  if (!block) return;
  const fit = () => {
    // Until the story draws, the placeholder's height stands
    if (!document.getElementById('storybook-root')?.childElementCount) return;
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')];
    const needed = Math.max(
      document.body.getBoundingClientRect().height,
      ...dialogs.map((dialog) => dialog.offsetHeight + 64),
    );
    if (needed > 0) block.style.height = `${Math.ceil(needed)}px`;
  };
  new ResizeObserver(fit).observe(document.body);
  new MutationObserver(fit).observe(document.body, { childList: true });
}

export function setUpDocsBlockFrame(): void {
  const frame = blockFrame();
  if (!frame) return;
  for (const name of ['localStorage', 'sessionStorage'] as const)
    Object.defineProperty(window, name, { configurable: true, value: frameStorage(window[name]) });
  followDocsGlobals();
  fitBlock(frame);
  configure({ asyncUtilTimeout: 10_000 });
}
