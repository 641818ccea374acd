import type { Gatepass } from '@portal/contract';
import { isAppAuthorizationPath, isPublicPath, normalisePath, paths } from '../config/paths';
import { onboardingSteps } from './navigation';

/** The query parameter of /login that keeps the page a signed-out patient had opened. */
export const nextParam = 'next';

/** Anything this long is no page of ours. */
const MAX_NEXT_LENGTH = 512;
/** A base no real page has, so that only a path of our own keeps this origin once parsed. */
const BASE = 'https://portal.invalid';

/**
 * The page to open after login, from `?next=`, or null. Only a path of the app itself: an address elsewhere
 * (`https://evil.example`, `//evil.example`, `/\evil.example`, `javascript:`) is refused, and so are the public
 * pages and the onboarding steps (the gatepass decides those). The answer is rebuilt from the parsed URL, so
 * what is followed is what was checked.
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_NEXT_LENGTH || !raw.startsWith('/')) return null;
  // A control character or a backslash is never in a link the app makes; browsers read "\" as "/"
  if ([...raw].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = normalisePath(url.pathname);
  if (isPublicPath(path) || onboardingSteps.includes(path)) return null;
  return `${path}${url.search}${url.hash}`;
}

/**
 * The login address the session ends on (`/login` or `/login?lng=es`), keeping the page to open afterwards when
 * there is one worth keeping (Home is where login goes anyway).
 */
export function withNextPage(loginPath: string, page: string | null | undefined): string {
  const next = safeNextPath(page);
  if (!next || next === paths.home) return loginPath;
  const separator = loginPath.includes('?') ? '&' : '?';
  return `${loginPath}${separator}${nextParam}=${encodeURIComponent(next)}`;
}

type ResumeGates = Pick<Gatepass, 'next_step'> & { identity: Pick<Gatepass['identity'], 'status'> };

/**
 * [ONB-2] Where a signed-in patient goes: their next unfinished onboarding step; with onboarding complete, the
 * page they had asked for (`next`, checked again here), else Home.
 * An app's consent screen is the exception: an app is waiting for the answer, so a patient still in onboarding
 * goes there too, and the screen asks them to finish first (an app may not read a record whose owner is not
 * verified and has not signed the HIPAA authorization) and lets them say no, which sends them back to the app.
 */
export function resumePath(gatepass: ResumeGates, next: string | null = null): string {
  const asked = safeNextPath(next);
  if (asked && isAppAuthorizationPath(asked)) return asked;
  switch (gatepass.next_step) {
    case 'verify_phone':
    case 'verify_id':
      if (gatepass.identity.status === 'on_hold') return paths.verifyOnHold;
      if (gatepass.identity.status === 'awaiting_confirmation') return paths.verifyConfirm;
      return paths.verifyId;
    case 'hipaa':
      return paths.hipaa;
    case 'address':
      return paths.address;
    case 'home':
      return asked ?? paths.home;
  }
}
