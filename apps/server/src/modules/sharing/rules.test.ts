import { endOfDayIn } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  alreadyOver,
  coarseClient,
  datesWithin,
  grantStatus,
  passcodeRefusal,
  refusalOf,
  timelineTypeWithin,
  type Scope,
} from './rules.js';

const now = new Date('2026-06-01T12:00:00Z');
const base = { grantee_kind: 'link', accepted_at: null, until: null, ended_at: null };
const past = new Date('2026-05-01T00:00:00Z');
const future = new Date('2026-07-01T00:00:00Z');

describe('grantStatus', () => {
  it.each([
    ['a link with no end', base, 'active'],
    ['a link before its expiry', { ...base, until: future }, 'active'],
    ['a link after its expiry', { ...base, until: past }, 'expired'],
    ['a revoked link, even if also expired', { ...base, until: past, ended_at: past }, 'ended'],
    ['a proxy not yet accepted', { ...base, grantee_kind: 'proxy' }, 'pending'],
    ['an accepted proxy', { ...base, grantee_kind: 'proxy', accepted_at: past }, 'active'],
  ])('[SHARE-1] %s is %s', (_name, grant, status) => {
    expect(grantStatus(grant, now)).toBe(status);
  });
});

describe('refusalOf', () => {
  it.each([
    ['a try outside a link in force', base, 'not_shared'],
    ['a try under a link after its expiry', { ...base, until: past }, 'expired'],
    ['a try under a revoked link, even if also expired', { ...base, until: past, ended_at: past }, 'revoked'],
    ['a try under a caregiver’s grant not yet accepted', { ...base, grantee_kind: 'proxy' }, 'not_shared'],
  ])('[SHARE-2] %s is refused as %s', (_name, grant, refusal) => {
    expect(refusalOf(grant, now)).toBe(refusal);
  });
});

const scope = (from: string | null, to: string | null, categories: Scope['categories'] = ['conditions']) => ({
  categories,
  from,
  to,
});

describe('a grant’s last day', () => {
  const now = new Date('2026-11-27T15:00:00Z');
  it.each<[string, string | undefined, string, boolean]>([
    ['yesterday', '2026-11-26', 'America/New_York', true],
    ['today (over at midnight where the patient lives)', '2026-11-27', 'America/New_York', false],
    ['tomorrow', '2026-11-28', 'America/New_York', false],
    ['no last day', undefined, 'America/New_York', false],
    ['"today" in UTC, already over in Pacific/Kiritimati (UTC+14)', '2026-11-27', 'Pacific/Kiritimati', true],
  ])('[SHARE-1] [issue 24] ending %s: already over → %s', (_, day, zone, over) => {
    expect(alreadyOver(day === undefined ? undefined : endOfDayIn(day, zone), now)).toBe(over);
  });
});

describe('datesWithin', () => {
  it.each([
    ['no grant range keeps the asked range', scope(null, null), {}, {}],
    [
      'the grant range fills an open ask',
      scope('2020-01-01', '2021-01-01'),
      {},
      { date_from: '2020-01-01', date_to: '2021-01-01' },
    ],
    [
      'a wider ask is narrowed',
      scope('2020-01-01', '2021-01-01'),
      { date_from: '2019-01-01', date_to: '2022-01-01' },
      { date_from: '2020-01-01', date_to: '2021-01-01' },
    ],
    [
      'a narrower ask stays',
      scope('2020-01-01', '2021-01-01'),
      { date_from: '2020-03-01', date_to: '2020-04-01' },
      { date_from: '2020-03-01', date_to: '2020-04-01' },
    ],
    [
      'an ask outside the range matches nothing',
      scope('2020-01-01', '2021-01-01'),
      { date_from: '2022-01-01' },
      undefined,
    ],
  ])('[SHARE-2] %s', (_name, s, asked, expected) => {
    const result = datesWithin(s, asked);
    if (expected === undefined) expect(result).toBeUndefined();
    else expect(result).toMatchObject(expected);
  });
});

describe('timelineTypeWithin', () => {
  it.each([
    [['medications', 'encounters'], undefined, undefined],
    [['medications', 'encounters'], 'encounter', 'encounter'],
    [['medications'], undefined, 'medication'],
    [['medications'], 'encounter', 'out_of_scope'],
    [['encounters'], undefined, 'encounter'],
    [['conditions'], undefined, 'out_of_scope'],
  ] as const)('[SHARE-2] sharing %j, asking %s, reads %s', (categories, type, expected) => {
    expect(timelineTypeWithin(scope(null, null, categories), type)).toBe(expected);
  });
});

describe('coarseClient', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome · Linux',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari · iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge · Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Firefox · macOS',
    ],
    ['curl/8.5.0', ''],
    [undefined, ''],
  ])('[SHARE-2] %s reads as "%s" (no version, no address)', (ua, expected) => {
    expect(coarseClient(ua)).toBe(expected);
  });
});

describe('passcodeRefusal', () => {
  it.each([
    ['no wrong passcode yet: every try is being compared', 0, 'busy'],
    ['one short of the limit', 4, 'busy'],
    ['at the limit', 5, 'locked'],
    ['past it (a limit lowered since)', 7, 'locked'],
  ] as const)('[SHARE-2] %s', (_, wrong, expected) => {
    expect(passcodeRefusal(wrong, 5)).toBe(expected);
  });
});
