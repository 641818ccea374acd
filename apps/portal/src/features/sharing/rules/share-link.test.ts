import { describe, expect, it } from 'vitest';
import type { SharedGrant } from '@portal/contract';
import { groupGrants, openLimitMinutes, shareLinkUrl, untilProblem } from './share-link';

const KEY = 'a'.repeat(40) + '_-9';

describe('share link', () => {
  it('[SHARE-2] puts the key in the fragment, never in the path or query', () => {
    const url = new URL(shareLinkUrl('https://acme.example.com', '/shared', KEY));
    expect(url.pathname).toBe('/shared');
    expect(url.search).toBe('');
    expect(url.hash).toBe(`#${KEY}`);
  });
});

const grant = (id: string, kind: SharedGrant['kind'], status: SharedGrant['status'], since: string) =>
  ({ id, kind, status, since }) as SharedGrant;

describe('groupGrants', () => {
  it('[SHARE-1] groups individuals, clinicians, study sites and apps; those in force first, newest first', () => {
    const groups = groupGrants([
      grant('old-link', 'link', 'active', '2026-01-01'),
      grant('ended-link', 'link', 'ended', '2026-03-01'),
      grant('new-proxy', 'proxy', 'pending', '2026-02-01'),
      grant('doctor', 'clinician', 'active', '2026-01-05'),
      grant('site', 'study_site', 'expired', '2026-01-06'),
      grant('diabetes-app', 'app', 'active', '2026-01-07'),
    ]);
    expect(groups.map((g) => [g.key, g.grants.map((x) => x.id)])).toEqual([
      ['individuals', ['new-proxy', 'old-link', 'ended-link']],
      ['clinicians', ['doctor']],
      ['studies', ['site']],
      ['apps', ['diabetes-app']],
    ]);
  });
});

describe('untilProblem', () => {
  it.each<[string, string, 'until_past' | undefined]>([
    ['yesterday', '2026-11-26', 'until_past'],
    ['a year ago', '2025-11-27', 'until_past'],
    ['today', '2026-11-27', undefined],
    ['tomorrow', '2026-11-28', undefined],
    ['no end date', '', undefined],
  ])('[SHARE-1] [issue 23] a caregiver’s access ending %s', (_, until, problem) => {
    expect(untilProblem(until, '2026-11-27')).toBe(problem);
  });
});

const refused = (error: string, params?: Record<string, unknown>) => ({
  response: { data: { status_code: 429, error: `${error} - …`, ...(params ? { params } : {}) } },
});

describe('openLimitMinutes', () => {
  it.each([
    ['the link’s opens', refused('RATE_LIMITED', { minutes: 12, limit: 'share-open' }), 12],
    ['no minutes said', refused('RATE_LIMITED', { limit: 'share-open' }), 1],
    ['another limit', refused('RATE_LIMITED', { minutes: 5, limit: 'login' }), undefined],
    ['a limit naming none', refused('RATE_LIMITED'), undefined],
    ['a locked passcode', refused('SHARE_PASSCODE_LOCKED'), undefined],
    ['no answer at all', new Error('offline'), undefined],
  ])('[SHARE-2] %s', (_, error, expected) => {
    expect(openLimitMinutes(error)).toBe(expected);
  });
});
