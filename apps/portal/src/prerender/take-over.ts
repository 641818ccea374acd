import { paths } from '../config/paths';

/** What the browser holds when the app starts on a page the server may have prerendered (src/prerender). */
export interface Arrival {
  /** The language the server rendered the page in (`data-prerendered`), if it rendered one. */
  prerendered: string | undefined;
  /** The brand the server rendered it for (`data-brand` on `<html>`). */
  prerenderedBrand: string | undefined;
  pathname: string;
  /** The patient's language as the app chose it (`?lng=`, stored choice, browser). */
  language: string;
  /** The brand the address names. */
  brand: string;
  signedIn: boolean;
}

/**
 * Whether the app takes over the page the server sent, in place, rather than render afresh: only the signed-out
 * login page, in the language and brand the patient gets (a signed-in patient is sent on by the guard).
 */
export function takesOverPrerendered(arrival: Arrival): boolean {
  return (
    arrival.prerendered !== undefined &&
    arrival.pathname === paths.login &&
    arrival.language === arrival.prerendered &&
    arrival.brand === arrival.prerenderedBrand &&
    !arrival.signedIn
  );
}
