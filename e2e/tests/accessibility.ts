import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';
import { axeRunOptions } from '../../tools/wcag.mjs';

/**
 * The accessibility checks every e2e spec shares: axe against WCAG 2.0/2.1/2.2 A and AA (tools/wcag.mjs), and
 * the keyboard, focus, reflow and text-spacing checks axe cannot make.
 */

/**
 * Exception: meta-viewport-large is a best practice asking for zoom to 5x; the spec fixes maximum-scale at 2
 * [VIEW-1]. What replaces it: the WCAG rule (meta-viewport, 2x) still runs, and viewport.spec.ts proves a
 * patient can zoom to twice the size.
 */
const EXCEPTIONS = ['meta-viewport-large'];

/** axe-core itself, the version the story tests run, put into a page once per document. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const runOptions: RunOptions = {
  ...axeRunOptions,
  rules: Object.fromEntries(EXCEPTIONS.map((id) => [id, { enabled: false }])),
  // The portal draws no frames; a third party's frame (maps, the ID scan) is not ours to check, and axe would
  // wait a minute for an answer from a frame it was not put in.
  iframes: false,
};

/**
 * axe's violations on the page as it is now, one line each (rule and where). axe runs in the page: a check is
 * about 0.15 s on a full screen, where @axe-core/playwright took 0.75 s, most of it opening a blank page per
 * check to merge results across frames the portal does not have.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> };
    };
    const { violations } = await axe.run(document, options);
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, runOptions);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
}

/** The focused element's box, and whether what is drawn at its centre is it (not covered by a sticky bar). */
async function focusedElement(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    // a visually hidden input (custom checkbox, file input) shows its focus on its label
    let shown: HTMLElement = active;
    const box = active.getBoundingClientRect();
    if (box.width <= 2 || box.height <= 2) {
      const label =
        (active as HTMLInputElement).labels?.[0] ?? active.closest('label') ?? active.parentElement;
      if (label) shown = label;
    }
    const rect = shown.getBoundingClientRect();
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const visibleAtCentre = !!hit && (shown.contains(hit) || hit.contains(shown) || active.contains(hit));
    const name =
      active.getAttribute('aria-label') ??
      (active as HTMLInputElement).labels?.[0]?.textContent ??
      active.textContent ??
      '';
    return {
      description: `${active.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`,
      rect: { x: rect.left, y: rect.top, width: rect.width, height: rect.height },
      inViewport: rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth,
      visibleAtCentre,
      positiveTabIndex: active.tabIndex > 0,
      // date and time inputs move focus between their parts (month, day, year) inside one element
      segmented: ['date', 'time', 'datetime-local', 'month', 'week'].includes(
        (active as HTMLInputElement).type,
      ),
      outline:
        getComputedStyle(active).outlineWidth === '0px' ? 'none' : getComputedStyle(active).outlineStyle,
    };
  });
}

type FocusedElement = NonNullable<Awaited<ReturnType<typeof focusedElement>>>;

/**
 * The focus stops of a page already seen to draw their focus, by element, place and outline: the header and the
 * navigation come first on every screen of a journey: their stops are photographed on the first screen only.
 */
const focusDrawn = new WeakMap<Page, Set<string>>();

/**
 * The focused element is in view, not covered (WCAG 2.4.11), and its focus is drawn (2.4.7): the pixels
 * around it differ with and without focus (once per stop: see focusDrawn).
 */
export async function expectVisibleFocus(page: Page, seen?: FocusedElement): Promise<void> {
  const focused = seen ?? (await focusedElement(page));
  expect(focused, 'something has focus').not.toBeNull();
  const { description, rect, inViewport, visibleAtCentre, positiveTabIndex, segmented, outline } = focused!;
  expect(inViewport, `${description} is scrolled into view`).toBe(true);
  expect(visibleAtCentre, `${description} is not covered by other content (2.4.11)`).toBe(true);
  expect(positiveTabIndex, `${description} keeps the page's tab order (no tabindex > 0)`).toBe(false);
  const viewport = page.viewportSize()!;
  const margin = 6;
  const clip = {
    x: Math.max(rect.x - margin, 0),
    y: Math.max(rect.y - margin, 0),
    width: Math.min(rect.width + 2 * margin, viewport.width - Math.max(rect.x - margin, 0)),
    height: Math.min(rect.height + 2 * margin, viewport.height - Math.max(rect.y - margin, 0)),
  };
  const shot = () => page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  // focus() would put a date input's focus back on its first part (a trap of the test's own making); the
  // browser shows which part has focus by highlighting it
  if (segmented) return;
  const drawn = focusDrawn.get(page) ?? new Set<string>();
  focusDrawn.set(page, drawn);
  const stop = JSON.stringify([description, rect, outline]);
  if (drawn.has(stop)) return;
  const withFocus = await shot();
  const handle = await page.evaluateHandle(() => document.activeElement as HTMLElement);
  await handle.evaluate((element) => element.blur());
  const withoutFocus = await shot();
  // back where it was: a keyboard user's focus is shown again by :focus-visible
  await handle.evaluate((element) => element.focus());
  expect(withFocus.equals(withoutFocus), `${description} shows a focus indicator (2.4.7)`).toBe(false);
  drawn.add(stop);
}

/**
 * Presses Tab until `target` has focus, checking every stop on the way (visible focus, not covered, no
 * tabindex jumps). Fails if `target` is not reached within `maxStops` presses.
 */
export async function tabTo(page: Page, target: Locator, maxStops = 60): Promise<void> {
  const stops: string[] = [];
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page);
      return;
    }
    const focused = await focusedElement(page);
    stops.push(focused?.description ?? 'body');
    if (focused) await expectVisibleFocus(page, focused);
  }
  throw new Error(`Tab never reached ${target} in ${maxStops} presses; it stopped at: ${stops.join(', ')}`);
}

/** Tabs to a field and types into it, as a keyboard user does. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to a button or link and presses Enter. */
export async function press(page: Page, control: Locator): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}

/** A modal dialog holds focus while open: Tab and Shift+Tab cycle within it, every stop visibly focused. */
export async function expectDialogTrapsFocus(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  // modal for assistive technology too: everything else on the page is hidden from it while the dialog is open
  const exposed = await dialog.evaluate((element) =>
    [...document.body.children]
      .filter((child) => !child.contains(element) && !['SCRIPT', 'STYLE'].includes(child.tagName))
      .filter((child) => child.getAttribute('aria-hidden') !== 'true' && !child.hasAttribute('inert'))
      .map((child) => child.outerHTML.slice(0, 80)),
  );
  expect(exposed, 'content outside the dialog hidden from assistive technology').toEqual([]);
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll('a[href],button:not([disabled]),input,select,textarea,[tabindex]').length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press(key);
      expect(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        `${key} stays in the dialog`,
      ).toBe(true);
      await expectVisibleFocus(page);
    }
  }
}

/**
 * After a refused submit, every invalid field says so (aria-invalid) and points at its message
 * (aria-describedby or aria-errormessage, text present), focus is on the first invalid field (a screen reader
 * reads its message with it), and any other field's message is announced by a live region or read when the
 * patient reaches the field.
 */
export async function expectErrorsAnnouncedAndLinked(page: Page): Promise<void> {
  const invalid = page.locator('[aria-invalid="true"]');
  // focus moves once the refusal has drawn: a check in between found the field marked but not yet focused
  await expect(invalid.first()).toBeFocused();
  const fields = await invalid.evaluateAll((elements) =>
    elements.map((element) => {
      const ids =
        `${element.getAttribute('aria-describedby') ?? ''} ${element.getAttribute('aria-errormessage') ?? ''}`
          .split(/\s+/)
          .filter(Boolean);
      const messages = ids.map((id) => document.getElementById(id)).filter((m): m is HTMLElement => !!m);
      // the field with focus has its message read with it (aria-describedby); others need a live region
      const announced =
        element === document.activeElement ||
        messages.some(
          (m) =>
            !!m.closest('[role=alert],[role=status],[aria-live=polite],[aria-live=assertive]') ||
            // a summary in a live region that repeats the message also announces it
            [...document.querySelectorAll('[role=alert],[aria-live=assertive],[aria-live=polite]')].some(
              (region) => (region.textContent ?? '').includes((m.textContent ?? '').trim()),
            ),
        );
      return {
        field: element.getAttribute('name') ?? element.id,
        linkedMessage: messages.map((m) => m.textContent?.trim()).join(' '),
        announced,
      };
    }),
  );
  for (const { field, linkedMessage } of fields)
    expect(linkedMessage, `${field} is linked to its error message`).not.toEqual('');
  expect(fields[0]!.announced, `${fields[0]!.field}'s error is announced`).toBe(true);
}

/** WCAG 1.4.10: at 320 CSS px wide (400 % zoom of 1280, 200 % of 640) nothing needs a horizontal scroll. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      wide: [...document.querySelectorAll('body *')]
        .filter((element) => {
          const rect = element.getBoundingClientRect();
          return rect.width > 0 && rect.right > width + 1 && getComputedStyle(element).position !== 'fixed';
        })
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}`),
    };
  });
  expect(
    overflow.scrollWidth,
    `page wider than the viewport: ${overflow.wide.join(', ')}`,
  ).toBeLessThanOrEqual(overflow.width);
}

/**
 * WCAG 1.4.12: with the user's text spacing (line height 1.5, paragraphs 2x, letters 0.12em, words 0.16em) no
 * text is cut off: nothing that hides its overflow holds more text than it shows.
 */
export async function expectTextSpacingDoesNotClip(page: Page): Promise<void> {
  // a constructed style sheet, as a user's style extension adds it (the page's CSP refuses a <style> tag)
  await page.evaluate(() => {
    const spacing = new CSSStyleSheet();
    spacing.replaceSync(
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }' +
        ' p { margin-bottom: 2em !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, spacing];
  });
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const hides = [style.overflow, style.overflowX, style.overflowY].some(
          (v) => v === 'hidden' || v === 'clip',
        );
        if (!hides || !element.innerText?.trim()) return false;
        // a visually hidden element (screen-reader text) is meant to show nothing
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || style.clipPath.startsWith('inset(50%')) return false;
        return (
          element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1
        );
      })
      .map((element) => `${element.tagName.toLowerCase()} "${element.innerText.trim().slice(0, 40)}"`),
  );
  expect(clipped, 'text cut off under WCAG text spacing').toEqual([]);
}

/**
 * On a narrow screen the header's controls (the language switch, the account menu or the way out) share one
 * row under the logo, so the header does not take a third of a 320 px screen. Measured in the page's own text
 * spacing: a patient's wider spacing (expectTextSpacingDoesNotClip) may wrap them, which loses nothing.
 */
export async function expectHeaderControlsOnOneRow(page: Page): Promise<void> {
  const rows = await page.evaluate(() => {
    const spacing = document.adoptedStyleSheets;
    document.adoptedStyleSheets = [];
    const middles = [...(document.querySelector('header')?.querySelectorAll('select, button') ?? [])]
      .map((control) => control.getBoundingClientRect())
      .filter((box) => box.width > 0)
      .map((box) => box.top + box.height / 2);
    document.adoptedStyleSheets = spacing;
    return middles;
  });
  expect(Math.max(...rows) - Math.min(...rows), 'header controls on one row').toBeLessThan(12);
}
