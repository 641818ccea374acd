import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Card } from '../card/card';
import { PrintButton, PrintOnlyHeading } from './print-button';
import { openPrintView, type PrintOpener, type PrintPopup } from './print-view';

const printCss = readFileSync(join(import.meta.dirname, 'print-view.css'), 'utf8');
/** The app's stylesheet link (a data URI, so happy-dom fetches nothing). */
const pageStylesheet = 'data:text/css,';

/** A fake window: a real (happy-dom) document for the popup, spies for open/print/close, fake timers. */
function fakeOpener() {
  const popupDoc = document.implementation.createHTMLDocument('');
  let readyState: DocumentReadyState = 'loading';
  Object.defineProperty(popupDoc, 'readyState', { get: () => readyState });
  const popup: PrintPopup & { [k: string]: unknown } = {
    document: popupDoc,
    focus: vi.fn(),
    print: vi.fn(),
    close: vi.fn(),
  };
  const opener: PrintOpener = {
    open: vi.fn(() => popup),
    document,
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  };
  return { opener, popup, popupDoc, finishLoading: () => (readyState = 'complete') };
}

function Section({ opener }: { opener: PrintOpener }) {
  const ref = useRef<HTMLElement>(null);
  return (
    <section ref={ref}>
      <PrintOnlyHeading>Jane Doe – Lab results</PrintOnlyHeading>
      <button data-back-button="">Back</button>
      <PrintButton target={ref} opener={opener}>
        Print
      </PrintButton>
      <p>HbA1c 5.4 %</p>
      <p data-remove-on-print="">Need help? Chat with us</p>
      <Card variant="striped">Striped card</Card>
    </section>
  );
}

describe('print view', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = `<link rel="stylesheet" href="${pageStylesheet}">`;
  });
  afterEach(() => vi.useRealTimers());

  it('[PRINT-1] opens an 800x600 popup titled "Print" holding a copy of the section', () => {
    const { opener, popupDoc } = fakeOpener();
    render(<Section opener={opener} />);
    act(() => screen.getByRole('button', { name: 'Print' }).click());
    expect(opener.open).toHaveBeenCalledWith('', '_blank', expect.stringContaining('width=800,height=600'));
    expect(popupDoc.title).toBe('Print');
    expect(popupDoc.body.textContent).toContain('HbA1c 5.4 %');
  });

  it('[PRINT-2] hides the print button, the back button and remove-on-print, and shows the hidden heading', () => {
    const { opener, popupDoc } = fakeOpener();
    render(<Section opener={opener} />);
    expect(screen.queryByRole('heading', { name: 'Jane Doe – Lab results' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Print' }).click());
    const body = popupDoc.body;
    expect(body.querySelector('button')).toBeNull();
    expect(body.textContent).not.toContain('Chat with us');
    const heading = body.querySelector('h2') as HTMLElement;
    expect(heading.textContent).toBe('Jane Doe – Lab results');
    expect(heading.hidden).toBe(false);
    // The page itself is untouched.
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('[PRINT-3] keeps striped cards light grey with a dark left border when printed', () => {
    const { opener, popupDoc } = fakeOpener();
    render(<Section opener={opener} />);
    act(() => screen.getByRole('button', { name: 'Print' }).click());
    expect(popupDoc.body.querySelector('[data-card-variant="striped"]')?.textContent).toBe('Striped card');
    // The popup carries the page's stylesheets and the marker print-view.css styles it by; no inline style.
    expect(popupDoc.documentElement.hasAttribute('data-print-view')).toBe(true);
    expect(popupDoc.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(pageStylesheet);
    expect(popupDoc.querySelectorAll('style')).toHaveLength(0);
    const striped = printCss.slice(printCss.indexOf("[data-card-variant='striped']"));
    expect(striped).toContain('background-color: #f2f2f2 !important');
    expect(striped).toContain('border-left: 4px solid #333333 !important');
    expect(striped).toContain('print-color-adjust: exact');
  });

  it('[PRINT-4] checks every 100 ms until loaded, then prints and closes', () => {
    const { opener, popup, finishLoading } = fakeOpener();
    const section = document.createElement('section');
    openPrintView(section, { opener });
    vi.advanceTimersByTime(300);
    expect(popup.print).not.toHaveBeenCalled();
    finishLoading();
    vi.advanceTimersByTime(99);
    expect(popup.print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(popup.print).toHaveBeenCalledOnce();
    expect(popup.close).toHaveBeenCalledOnce();
    expect(vi.mocked(popup.close).mock.invocationCallOrder[0]).toBeGreaterThan(
      vi.mocked(popup.print).mock.invocationCallOrder[0] as number,
    );
    vi.advanceTimersByTime(1000);
    expect(popup.print).toHaveBeenCalledOnce();
  });

  it('reports a blocked popup', () => {
    const { opener } = fakeOpener();
    vi.mocked(opener.open).mockReturnValue(null);
    expect(openPrintView(document.createElement('div'), { opener })).toBe(false);
  });
});
