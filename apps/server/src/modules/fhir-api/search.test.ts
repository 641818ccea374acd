import { describe, expect, it } from 'vitest';
import {
  dateBounds,
  dateRange,
  decodeCursor,
  encodeCursor,
  parseCount,
  parseDateParam,
  parseSearch,
  parseToken,
  parseTokenList,
  SearchError,
  type DatePrefix,
} from './search.js';

const d = (iso: string) => new Date(iso);
const PATIENT = '6a0c3b8e-5b7e-4d7c-9a59-1a3c0e0f4d11';

describe('FHIR search parameters', () => {
  it.each([
    ['http://loinc.org|4548-4', { system: 'http://loinc.org', code: '4548-4' }],
    ['|4548-4', { system: null, code: '4548-4' }],
    ['4548-4', { system: undefined, code: '4548-4' }],
    ['http://loinc.org|', { system: 'http://loinc.org', code: undefined }],
    ['', undefined],
    ['|', undefined],
    ['a|b|c', undefined],
  ])('reads the token %j', (value, token) => {
    expect(parseToken(value)).toEqual(token);
  });

  it.each([
    [
      'a,b',
      [
        { system: undefined, code: 'a' },
        { system: undefined, code: 'b' },
      ],
    ],
    [
      's|a,|b',
      [
        { system: 's', code: 'a' },
        { system: null, code: 'b' },
      ],
    ],
    ['a\\,b', [{ system: undefined, code: 'a,b' }]],
    ['a,', undefined],
  ])('reads the token list %j (comma: any of them)', (value, tokens) => {
    expect(parseTokenList(value)).toEqual(tokens);
  });

  it.each([
    ['2021', '2021-01-01T00:00:00.000Z', '2022-01-01T00:00:00.000Z'],
    ['2021-12', '2021-12-01T00:00:00.000Z', '2022-01-01T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z', '2024-03-01T00:00:00.000Z'],
    ['2021-03-04T10:20Z', '2021-03-04T10:20:00.000Z', '2021-03-04T10:21:00.000Z'],
    ['2021-03-04T10:20:30+02:00', '2021-03-04T08:20:30.000Z', '2021-03-04T08:20:31.000Z'],
    ['2021-03-04T10:20:30.5Z', '2021-03-04T10:20:30.500Z', '2021-03-04T10:20:30.501Z'],
    ['2021-03-04T10:20:30', '2021-03-04T10:20:30.000Z', '2021-03-04T10:20:31.000Z'],
  ])('reads the date %s as the range it stands for', (value, from, to) => {
    expect(dateRange(value)).toEqual({ from: d(from), to: d(to) });
  });

  it.each(['2023-02-30', '2021-13', '21', '2021-1-01', '2021-03-04T25:00Z', 'yesterday', '2021-03-04T10'])(
    'refuses the date %s',
    (value) => {
      expect(dateRange(value)).toBeUndefined();
    },
  );

  it.each([
    ['2021', 'eq'],
    ['eq2021', 'eq'],
    ['ne2021', 'ne'],
    ['lt2021', 'lt'],
    ['gt2021', 'gt'],
    ['le2021', 'le'],
    ['ge2021', 'ge'],
    ['sa2021', 'sa'],
    ['eb2021', 'eb'],
    ['ap2021', 'ap'],
  ])('reads the prefix of %s', (value, prefix) => {
    expect(parseDateParam(value)?.prefix).toBe(prefix);
  });

  it('refuses an unknown prefix', () => {
    expect(parseDateParam('xx2021')).toBeUndefined();
  });

  const year = { from: d('2021-01-01'), to: d('2022-01-01') };
  const now = d('2031-01-01');
  it.each<[DatePrefix, ReturnType<typeof dateBounds>]>([
    ['eq', { startAtLeast: year.from, endBefore: year.to }],
    ['ne', { startAtLeast: year.from, endBefore: year.to, negate: true }],
    ['lt', { startBefore: year.from }],
    ['gt', { endAtLeast: year.to }],
    ['le', { startBefore: year.to }],
    ['ge', { endAtLeast: year.from }],
    ['sa', { startAtLeast: year.to }],
    ['eb', { endBefore: year.from }],
    // ten years from now: widened by a year (a tenth of the distance) on each side
    ['ap', { startBefore: d('2023-01-01T00:00:00.000Z'), endAtLeast: d('2020-01-01T00:00:00.000Z') }],
  ])('bounds a record for %s2021', (prefix, bounds) => {
    const found = dateBounds({ prefix, ...year }, now);
    if (prefix === 'ap') {
      // a tenth of 10 years (3653 days) is 365.3 days: within a day of a year
      expect(Math.abs(found.startBefore!.getTime() - bounds.startBefore!.getTime())).toBeLessThan(
        2 * 86_400_000,
      );
      expect(Math.abs(found.endAtLeast!.getTime() - bounds.endAtLeast!.getTime())).toBeLessThan(
        2 * 86_400_000,
      );
    } else expect(found).toEqual(bounds);
  });

  it.each([
    ['50', 50],
    ['0', 0],
    ['200', 200],
    ['5000', 200],
    ['-1', undefined],
    ['1.5', undefined],
    ['ten', undefined],
  ])('reads _count=%s (at most 200)', (value, count) => {
    expect(parseCount(value)).toBe(count);
  });

  it('round-trips a cursor, and refuses one that is not its own', () => {
    const cursor = { direction: 'before' as const, key: '123' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor('not a cursor!')).toBeUndefined();
    expect(decodeCursor(Buffer.from('a:1 or 1=1').toString('base64url'))).toBeUndefined();
  });

  const parse = (type: Parameters<typeof parseSearch>[0], query: string, lenient = false) =>
    parseSearch(type, [...new URLSearchParams(query)], { patientId: PATIENT, lenient });
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof SearchError ? `${error.code} ${error.param}` : 'other';
    }
    return 'none';
  };

  it('reads a whole search: repeats AND, commas OR, links repeat it without the cursor', () => {
    const search = parse(
      'Observation',
      `patient=Patient/${PATIENT}&code=http://loinc.org|4548-4,|2345-7&date=ge2020&date=lt2021-06&_count=10`,
    );
    expect(search).toMatchObject({
      count: 10,
      otherPatient: false,
      tokens: [
        {
          kind: 'code',
          anyOf: [
            { system: 'http://loinc.org', code: '4548-4' },
            { system: null, code: '2345-7' },
          ],
        },
      ],
      dates: [{ prefix: 'ge' }, { prefix: 'lt' }],
    });
    expect(search.echo.map(([name]) => name)).toEqual(['patient', 'code', 'date', 'date', '_count']);
  });

  it.each([
    ['Observation', 'patient=' + PATIENT, false],
    ['Observation', 'patient=Patient/' + PATIENT, false],
    ['Observation', 'patient=Patient/someone-else', true],
    ['Coverage', 'beneficiary=Patient/someone-else', true],
  ] as const)('%s?%s names another patient: %s', (type, query, other) => {
    expect(parse(type, query).otherPatient).toBe(other);
  });

  it.each([
    ['Observation', 'clinical-status=active', 'PARAM_UNKNOWN clinical-status'],
    ['Observation', 'code:text=sugar', 'PARAM_UNKNOWN code:text'],
    ['Patient', 'patient=x', 'PARAM_UNKNOWN patient'],
    ['Immunization', 'code=1', 'PARAM_UNKNOWN code'],
    ['Observation', 'date=2021-02-30', 'PARAM_INVALID date'],
    ['Observation', '_count=many', 'PARAM_INVALID _count'],
    ['Observation', '_cursor=%%%', 'PARAM_INVALID _cursor'],
    ['Observation', 'code=', 'PARAM_INVALID code'],
    ['Observation', "_id=1'", 'PARAM_INVALID _id'],
    ['Condition', 'clinical-status=active&onset-date=ge2020', 'none'],
    ['MedicationRequest', 'authoredon=2020', 'none'],
    ['Encounter', 'type=185349003', 'none'],
    ['Immunization', 'vaccine-code=140', 'none'],
  ] as const)('%s?%s: %s', (type, query, expected) => {
    expect(refusal(() => parse(type, query))).toBe(expected);
  });

  it('ignores unknown parameters with Prefer: handling=lenient, and leaves them out of the links', () => {
    const search = parse('Observation', 'foo=bar&code=1', true);
    expect(search.echo).toEqual([['code', '1']]);
    expect(refusal(() => parse('Observation', 'date=bad', true))).toBe('PARAM_INVALID date');
  });
});
