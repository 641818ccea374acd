import type { Brand } from '@portal/brands';
import { faviconDataUri, resolveBrand } from '@portal/brands';
import { brandInPage } from '../config/services';

/**
 * The brand this page is for: the one the server wrote into it for its host (loaded at its start, maybe from a
 * file no build has seen), else, where no server wrote one (Vite's dev server), the bundled brand of the host.
 */
export function pageBrand(doc: Document = document, hostname = window.location.hostname): Brand {
  return brandInPage(doc) ?? resolveBrand(hostname);
}

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
  icon.href = faviconDataUri(brand);
}
