import { inject } from 'vitest';
import { commands, page } from 'vitest/browser';
import { takeScreenshotsWith } from './story-grid';

/**
 * The visual run (`npm run visual`, tools/visual.mjs) names a folder: every state the story grid checks is
 * photographed into it. The picture is the smallest box holding everything drawn (the story and whatever it
 * portalled into <body>: dialogs, toasts), so a button's picture is a button, not a screen of white.
 */
const folder = inject('visualFolder');

function frameAroundContent(): HTMLElement {
  let left = Infinity;
  let top = Infinity;
  let right = 0;
  let bottom = 0;
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    left = Math.min(left, rect.left);
    top = Math.min(top, rect.top);
    right = Math.max(right, rect.right);
    bottom = Math.max(bottom, rect.bottom);
  }
  // content scrolled inside a box (a long dialog) reports where it would be, below what is drawn
  bottom = Math.min(bottom, Math.max(document.documentElement.scrollHeight - scrollY, innerHeight));
  const frame = document.createElement('div');
  // Playwright photographs the frame's box as drawn on screen: the frame itself is invisible and inert
  const margin = 8;
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${Math.max(left - margin + scrollX, 0)}px`,
    top: `${Math.max(top - margin + scrollY, 0)}px`,
    width: `${Math.max(Math.min(right + margin, document.documentElement.scrollWidth) - Math.max(left - margin, 0), 1)}px`,
    height: `${Math.max(bottom + margin - Math.max(top - margin, 0), 1)}px`,
    pointerEvents: 'none',
  });
  frame.setAttribute('aria-hidden', 'true');
  document.body.append(frame);
  return frame;
}

/**
 * A screen story is a whole page: photographed at its full height, as a patient scrolls it, not cut at the
 * frame's; and at its real size. The window holding the frame is made tall enough for it first: vitest scales a
 * frame down to fit its window (a screen 900 px tall in a 720 px window came out at 0.8 of its size).
 */
async function wholePage<T>(take: () => Promise<T>): Promise<T> {
  const { innerWidth: width, innerHeight: height } = window;
  const needed = Math.max(Math.ceil(document.documentElement.scrollHeight), height);
  const windowHeight = await commands.windowHeight();
  await commands.windowHeight(Math.max(windowHeight, needed + 16));
  await page.viewport(width, needed);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  try {
    return await take();
  } finally {
    // the window first, so the frame's own size is scaled to it again as every other story's is
    await commands.windowHeight(windowHeight);
    await page.viewport(width, height);
  }
}

if (folder)
  takeScreenshotsWith(async (name) => {
    const photograph = async () => {
      const frame = frameAroundContent();
      try {
        // Found by its id, not by its place among <body>'s children: a toast announces itself in a hidden element
        // it adds to <body> and removes a second later, the place changed under the screenshot, which then
        // waited for a frame that was no longer there until the story timed out (Settings, Filled)
        frame.id = 'visual-frame';
        await page.screenshot({ path: `${folder}/${name}.png`, element: frame });
      } finally {
        frame.remove();
      }
    };
    await (name.startsWith('screens-') ? wholePage(photograph) : photograph());
  });

declare module 'vitest' {
  export interface ProvidedContext {
    visualFolder: string;
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** The height of the window holding the story's frame, after setting it to `height` when given. */
    windowHeight: (height?: number) => Promise<number>;
  }
}
