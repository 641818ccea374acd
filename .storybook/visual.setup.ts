import { inject } from 'vitest';
import { page } from 'vitest/browser';
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

if (folder)
  takeScreenshotsWith(async (name) => {
    const frame = frameAroundContent();
    try {
      await page.screenshot({ path: `${folder}/${name}.png`, element: frame });
    } finally {
      frame.remove();
    }
  });

declare module 'vitest' {
  export interface ProvidedContext {
    visualFolder: string;
  }
}
