import type { GrantRefusal, GrantStatus, RecordCategory } from '@portal/contract';

/*
 * The sharing ledger's rules, as small pure functions: a grant's status, what a read under a grant may see,
 * and the coarse client shown to the patient in a grant's access log.
 */

export interface GrantTimes {
  grantee_kind: string;
  accepted_at: Date | null;
  until: Date | null;
  ended_at: Date | null;
}

/** Revoked beats expired beats pending: the patient sees the most final thing that happened. */
export function grantStatus(grant: GrantTimes, now: Date): GrantStatus {
  if (grant.ended_at) return 'ended';
  if (grant.until && grant.until.getTime() <= now.getTime()) return 'expired';
  if (grant.grantee_kind === 'proxy' && !grant.accepted_at) return 'pending';
  return 'active';
}

/** Why a try under a grant was refused: the grant is over (as its status says), else it asked for more than shared. */
export function refusalOf(grant: GrantTimes, now: Date): GrantRefusal {
  const status = grantStatus(grant, now);
  if (status === 'ended') return 'revoked';
  if (status === 'expired') return 'expired';
  return 'not_shared';
}

/** A last day already over: the grant would be created expired, and its invitation would invite to nothing. */
export const alreadyOver = (until: Date | undefined, now: Date): boolean =>
  until !== undefined && until.getTime() <= now.getTime();

/**
 * A passcode try that found no room: the link is locked when its wrong passcodes reached the limit; otherwise its
 * remaining tries are all being compared at this moment (parallel opens), which only limits this open.
 */
export const passcodeRefusal = (wrongPasscodes: number, limit: number): 'locked' | 'busy' =>
  wrongPasscodes >= limit ? 'locked' : 'busy';

export interface Scope {
  categories: readonly RecordCategory[];
  from: string | null;
  to: string | null;
}

export interface DatedRead {
  date_from?: string | undefined;
  date_to?: string | undefined;
}

/**
 * The dates a read under a grant may cover: the reader's own range narrowed to the grant's. Undefined when the
 * two do not overlap (nothing the grant shares falls in the asked range).
 */
export function datesWithin<F extends DatedRead>(scope: Scope, filter: F): F | undefined {
  const from = latest(filter.date_from, scope.from ?? undefined);
  const to = earliest(filter.date_to, scope.to ?? undefined);
  if (from && to && from > to) return undefined;
  return { ...filter, date_from: from, date_to: to };
}

const latest = (a?: string, b?: string) => (a && b ? (a > b ? a : b) : (a ?? b));
const earliest = (a?: string, b?: string) => (a && b ? (a < b ? a : b) : (a ?? b));

/** The timeline lists medications and encounters: a grant sharing only one of them narrows it to that one. */
export function timelineTypeWithin(
  scope: Scope,
  type: string | undefined,
): string | undefined | 'out_of_scope' {
  const medications = scope.categories.includes('medications');
  const encounters = scope.categories.includes('encounters');
  if (medications && encounters) return type;
  if (!medications && !encounters) return 'out_of_scope';
  const only = medications ? 'medication' : 'encounter';
  return type === undefined || type === only ? only : 'out_of_scope';
}

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * "Chrome · Android": enough for a patient to recognise a device, in any language; never a version, an address
 * or anything that fingerprints. Empty when neither is recognised (the portal says "unknown device").
 */
export function coarseClient(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  return [browser, system].filter(Boolean).join(' · ');
}
