/**
 * The print view (spec section 2): a separate 800x600 popup titled "Print" holding a copy of one section,
 * cleaned for paper, printed automatically once loaded, then closed.
 */

/** Markers in the page: what the copy drops, and the heading it reveals (print-view.css hides and shows them). */
export const printMarkers = {
  printButton: '[data-print-button]',
  backButton: '[data-back-button]',
  removeOnPrint: '[data-remove-on-print]',
  hiddenHeading: '[data-print-heading]',
} as const;

export const PRINT_POPUP = { width: 800, height: 600, pollMs: 100 } as const;

/** The minimal window surface the print view uses, so tests can pass a fake. */
export interface PrintOpener {
  open(url: string, target: string, features: string): PrintPopup | null;
  document: Document;
  setInterval(handler: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

export interface PrintPopup {
  document: Document;
  focus(): void;
  print(): void;
  close(): void;
}

/** A copy of the section for paper: screen-only controls removed, the hidden heading shown. */
export function printableCopy(section: Element): Element {
  const copy = section.cloneNode(true) as Element;
  const drop = [printMarkers.printButton, printMarkers.backButton, printMarkers.removeOnPrint].join(',');
  for (const el of copy.querySelectorAll(drop)) el.remove();
  for (const el of copy.querySelectorAll(printMarkers.hiddenHeading)) {
    el.removeAttribute('hidden');
    el.classList.remove('sr-only', 'hidden');
  }
  // Open any collapsed details (e.g. a chart's value table) so paper shows them.
  for (const el of copy.querySelectorAll('details')) el.setAttribute('open', '');
  return copy;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string,
  );
}

/**
 * [PRINT-1..4] Opens the popup with a copy of `section` and the page's styles, checks every 100 ms until it
 * has loaded, prints and closes. Returns false when a popup blocker refused the window.
 */
export function openPrintView(
  section: Element,
  {
    opener = window as unknown as PrintOpener,
    title = 'Print',
  }: { opener?: PrintOpener; title?: string } = {},
): boolean {
  const popup = opener.open(
    '',
    '_blank',
    `popup=yes,width=${PRINT_POPUP.width},height=${PRINT_POPUP.height}`,
  );
  if (!popup) return false;

  const source = opener.document;
  const styles = [...source.querySelectorAll('link[rel="stylesheet"], style')]
    .map((el) => el.outerHTML)
    .join('\n');
  const root = source.documentElement;
  const brand = root.getAttribute('data-brand');
  const lang = root.getAttribute('lang') ?? 'en';

  const doc = popup.document;
  doc.open();
  doc.write(
    `<!doctype html><html data-print-view lang="${escapeHtml(lang)}"${brand ? ` data-brand="${escapeHtml(brand)}"` : ''}>` +
      `<head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${styles}</head>` +
      `<body>${printableCopy(section).outerHTML}</body></html>`,
  );
  doc.close();

  const timer = opener.setInterval(() => {
    if (popup.document.readyState !== 'complete') return;
    opener.clearInterval(timer);
    popup.focus();
    popup.print();
    popup.close();
  }, PRINT_POPUP.pollMs);
  return true;
}
