/**
 * The popup's own stylesheet, in a module of its own (no React, no DOM) because the server allows exactly
 * this text by its hash in the Content-Security-Policy: the popup is about:blank and inherits the page's
 * policy, which allows no other inline style.
 */

/** Markers in the page: what the copy drops, and the heading it reveals. */
export const printMarkers = {
  printButton: '[data-print-button]',
  backButton: '[data-back-button]',
  removeOnPrint: '[data-remove-on-print]',
  hiddenHeading: '[data-print-heading]',
} as const;

/** Rules for the popup; striped cards keep their fill and border on paper (browsers drop backgrounds by default). */
export const printStyles = `
  @page { margin: 16mm; }
  html, body { background: var(--color-surface); }
  body { margin: 0; padding: 16px; font-family: var(--font-sans); color: var(--color-on-surface); }
  ${printMarkers.printButton}, ${printMarkers.backButton}, ${printMarkers.removeOnPrint} { display: none !important; }
  ${printMarkers.hiddenHeading} { display: block !important; }
  [data-card-variant="striped"] {
    background-color: var(--color-stripe) !important;
    border-left: 4px solid var(--color-stripe-border) !important;
    -webkit-print-color-adjust: exact;
    print-color-adjust: exact;
  }
`;
