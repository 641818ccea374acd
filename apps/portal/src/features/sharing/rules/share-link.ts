import { GRANTEE_KINDS, type GranteeKind, type SharedGrant } from '@portal/contract';
import { extractErrorCode, extractErrorNumber, extractErrorText } from '../../../lib/errors';

/**
 * The link a recipient opens: the key goes in the fragment, which browsers never send to a server, so it stays
 * out of every access log and Referer on the way.
 */
export const shareLinkUrl = (origin: string, sharedPath: string, key: string): string =>
  `${origin}${sharedPath}#${key}`;

/**
 * [SHARE-2] The minutes to wait when a link was opened more than its limit allows (issue 26: per link and per
 * address, `share-open`), else undefined: any other refusal is said as the server words it.
 */
export function openLimitMinutes(error: unknown): number | undefined {
  if (extractErrorCode(error) !== 'RATE_LIMITED' || extractErrorText(error, 'limit') !== 'share-open')
    return undefined;
  return extractErrorNumber(error, 'minutes') ?? 1;
}

/** How long a link lives: from an hour to the 90 days the server allows. */
export const EXPIRY_CHOICES = [
  { hours: 1, key: 'hour' },
  { hours: 24, key: 'day' },
  { hours: 7 * 24, key: 'week' },
  { hours: 30 * 24, key: 'month' },
  { hours: 90 * 24, key: 'quarter' },
] as const;

/** The ledger as the patient reads it: who it is shared with, in the order the spec names them. */
export const GRANT_GROUPS = [
  { key: 'individuals', kinds: ['individual', 'link', 'proxy'] },
  { key: 'clinicians', kinds: ['clinician'] },
  { key: 'studies', kinds: ['study_site'] },
  { key: 'apps', kinds: ['app'] },
] as const satisfies ReadonlyArray<{ key: string; kinds: readonly GranteeKind[] }>;

// Every kind of grantee is in exactly one group.
GRANTEE_KINDS satisfies readonly (typeof GRANT_GROUPS)[number]['kinds'][number][];

/** Grants in force first (newest first within), then the ended and expired ones for the record. */
export function groupGrants(grants: readonly SharedGrant[]) {
  const live = (g: SharedGrant) => (g.status === 'active' || g.status === 'pending' ? 0 : 1);
  const ordered = [...grants].sort((a, b) => live(a) - live(b) || b.since.localeCompare(a.since));
  return GRANT_GROUPS.map((group) => ({
    key: group.key,
    grants: ordered.filter((g) => (group.kinds as readonly GranteeKind[]).includes(g.kind)),
  }));
}

/**
 * [SHARE-1] A caregiver's last day must not be over already: an invitation ending in the past would be created
 * expired and still emailed (issue 23). Checked here so the patient sees it at the field before sending; the
 * server refuses it too.
 */
export const untilProblem = (until: string, today: string): 'until_past' | undefined =>
  until && until < today ? 'until_past' : undefined;
