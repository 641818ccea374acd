import type { Brand } from '@portal/brands';
import { logoDataUri } from '@portal/brands';

/** [IFRAME-1] True when another page frames the portal (a cross-origin parent makes `top` unreadable: framed too). */
export function isFramed(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/** Themes the whole document, portalled dialogs and toasts included, and names the tab after the brand. */
export function applyBrand(brand: Brand, doc: Document = document): void {
  doc.documentElement.dataset.brand = brand.id;
  doc.title = brand.name;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = logoDataUri(brand);
}
