import { vi } from 'vitest';

/** The print view's popup, caught: `open` is the spy on window.open, `popupDocument` what it would print. */
export function mockPrintPopup() {
  const popupDocument = document.implementation.createHTMLDocument('');
  const open = vi.spyOn(window, 'open').mockReturnValue({
    document: popupDocument,
    focus: vi.fn(),
    print: vi.fn(),
    close: vi.fn(),
  } as unknown as Window);
  return { open, popupDocument };
}
