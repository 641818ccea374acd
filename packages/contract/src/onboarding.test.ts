import { describe, expect, it } from 'vitest';
import { addressProblems, datedAddressProblems, normalizeZip, saveAddressesRequest } from './addresses.js';
import {
  formatSsnInput,
  isValidSsn,
  licenceProblems,
  maskSsn,
  meetsAssurance,
  signatureMatchesName,
  ssnLastFour,
} from './onboarding.js';
import { driverLicenceRequest, ssnCrossCheckRequest } from './identity.js';

const TODAY = '2026-11-21';

describe('SSN rules', () => {
  it.each([
    ['123-45-6789', true],
    ['123456789', true],
    [' 123 45 6789 ', true],
    ['000-12-3456', false],
    ['666-12-3456', false],
    ['900-12-3456', false],
    ['123-00-4567', false],
    ['123-45-0000', false],
    ['123-45-678', false],
    ['1234-56-7890', false],
    ['', false],
  ])('[IDV-7] %j is valid: %s', (input, valid) => {
    expect(isValidSsn(input)).toBe(valid);
  });

  it.each([
    ['123-45-6789', '***-**-6789'],
    ['123456789', '***-**-6789'],
    ['12345', '*****'],
    ['', ''],
  ])('[IDV-7] %j is shown as %j, never more than the last four', (input, masked) => {
    expect(maskSsn(input)).toBe(masked);
  });

  it('[IDV-7] keeps only the last four digits', () => {
    expect(ssnLastFour('123-45-6789')).toBe('6789');
  });

  it.each([
    ['1', '1'],
    ['1234', '123-4'],
    ['123456', '123-45-6'],
    ['123-45-67891111', '123-45-6789'],
  ])('formats %j while typing as %j', (input, shown) => {
    expect(formatSsnInput(input)).toBe(shown);
  });

  it('[IDV-7] rejects an impossible SSN at the boundary without echoing it', () => {
    const result = ssnCrossCheckRequest.safeParse({ ssn: '666-12-3456' });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).not.toContain('666');
  });
});

describe('driver licence rules', () => {
  const good = { number: 'D123-4567-8901', state: 'CA', issue_date: '2022-03-01', expiry_date: '2030-03-01' };

  it.each([
    ['a valid licence', {}, []],
    ['an empty number', { number: '' }, ['number']],
    ['a number with symbols', { number: 'D12#45' }, ['number']],
    ['a 21-character number', { number: 'A'.repeat(21) }, ['number']],
    ['an unknown state', { state: 'XX' }, ['state']],
    ['a territory', { state: 'PR' }, []],
    ['an issue date in the future', { issue_date: '2027-01-01' }, ['issue_date']],
    ['an impossible date', { issue_date: '2022-02-30' }, ['issue_date']],
    ['an expired licence', { expiry_date: '2026-11-20' }, ['expired']],
    ['a licence expiring today', { expiry_date: TODAY }, []],
    [
      'issue after expiry',
      { issue_date: '2020-01-01', expiry_date: '2019-01-01' },
      ['expired', 'issued_after_expiry'],
    ],
    ['a missing expiry', { expiry_date: '' }, ['expiry_date']],
  ])('[IDV-6] %s gives %j', (_name, change, problems) => {
    expect(licenceProblems({ ...good, ...change }, TODAY)).toEqual(problems);
  });

  it('[IDV-6] the request schema upper-cases the state and points problems at their fields', () => {
    const result = driverLicenceRequest.safeParse({ ...good, state: 'zz', expiry_date: '2026-01-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['expiry_date', 'state']);
  });
});

describe('address rules', () => {
  const home = { address1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' };

  it.each([
    ['a complete address', {}, []],
    ['no street', { address1: '  ' }, ['address1']],
    ['no city', { city: '' }, ['city']],
    ['a lower-case state code', { state: 'il' }, ['state']],
    ['a state name', { state: 'Illinois' }, ['state']],
    ['ZIP+4', { zip: '62701-1234' }, []],
    ['nine digits', { zip: '627011234' }, []],
    ['four digits', { zip: '6270' }, ['zip']],
    ['letters', { zip: 'ABCDE' }, ['zip']],
    ['six digits', { zip: '627012' }, ['zip']],
  ])('[ADDR-4] %s gives %j', (_name, change, problems) => {
    expect(addressProblems({ ...home, ...change })).toEqual(problems);
  });

  it.each([
    ['primary without dates', 'primary', {}, []],
    ['primary since a date', 'primary', { from: '2020-05-01' }, []],
    ['primary with an end date', 'primary', { from: '2020-05-01', to: '2021-01-01' }, ['to']],
    ['past with both dates', 'past', { from: '2015-01-01', to: '2020-04-30' }, []],
    ['past without dates', 'past', {}, ['from', 'to']],
    ['past ending before it starts', 'past', { from: '2020-01-01', to: '2019-01-01' }, ['from_after_to']],
    ['past ending in the future', 'past', { from: '2020-01-01', to: '2027-01-01' }, ['in_future']],
    ['past before 1900', 'past', { from: '1850-01-01', to: '2000-01-01' }, ['from']],
    ['a same-day stay', 'past', { from: '2020-01-01', to: '2020-01-01' }, []],
  ] as const)('[ADDR-4] %s gives %j', (_name, kind, change, problems) => {
    expect(datedAddressProblems({ ...home, ...change }, kind, TODAY)).toEqual(problems);
  });

  it.each([
    ['62701', '62701'],
    ['627011234', '62701-1234'],
    ['62701-1234', '62701-1234'],
  ])('stores ZIP %j as %j', (input, stored) => {
    expect(normalizeZip(input)).toBe(stored);
  });

  it('[ADDR-4] the save request accepts a primary address and past addresses', () => {
    const parsed = saveAddressesRequest.parse({
      primary: { ...home, state: 'il' },
      past: [{ ...home, from: '2010-01-01', to: '2015-01-01' }],
    });
    expect(parsed.primary.state).toBe('IL');
    expect(parsed.past).toHaveLength(1);
  });
});

describe('HIPAA signature name', () => {
  it.each([
    ['Ana María López', 'Ana María', 'López', true],
    ['ana maria lopez', 'Ana María', 'López', true],
    ['  Ana   Maria-Lopez ', 'Ana María', 'López', true],
    ['Ana Lopez', 'Ana María', 'López', false],
    ['', 'Ana', 'Lopez', false],
    ['Lopez Ana', 'Ana', 'Lopez', false],
  ])('[HIPAA-1] typed %j matches %s %s: %s', (typed, first, last, matches) => {
    expect(signatureMatchesName(typed, first, last)).toBe(matches);
  });
});

describe('identity assurance levels', () => {
  it.each([
    ['none', 'document', false],
    ['self_asserted', 'document', false],
    ['document', 'document', true],
    ['document_selfie', 'document', true],
    ['coordinator', 'document', true],
    ['document', 'document_selfie', false],
    ['none', 'none', true],
    ['coordinator', 'self_asserted', true],
  ] as const)('%s meets a source that asks for %s: %s', (level, required, meets) => {
    expect(meetsAssurance(level, required)).toBe(meets);
  });
});
