import { useEffect } from 'react';

/** [issue 23] WCAG 2.4.2: each page's tab title names the page, then the brand ("Trends – Acme Care"). */
export function documentTitle(heading: string | null | undefined, brandName: string): string {
  const page = heading?.replace(/\s+/g, ' ').trim();
  return page && page !== brandName ? `${page} – ${brandName}` : brandName;
}

/**
 * Keeps the tab's title on the page's own heading, in the page's language: one mechanism for every route, read
 * from the h1 each screen already shows (so the title never says something the page does not), and followed as
 * it changes — a screen that loads, a step of a flow, a language switched.
 */
export function useDocumentTitle(brandName: string): void {
  useEffect(() => {
    const main = document.getElementById('main') ?? document.body;
    const sync = () => {
      const title = documentTitle(main.querySelector('h1')?.textContent, brandName);
      if (document.title !== title) document.title = title;
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [brandName]);
}
