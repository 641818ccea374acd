import { describe, expect, it } from 'vitest';
import { ageInYears, matchStudy, scopeStart, studyEnd } from './rules.js';

const diabetes = {
  name: { en: 'type 2 diabetes', es: 'diabetes tipo 2' },
  snomed: ['44054006', '368581000119106'],
};
const eligibility = (min: number | null, max: number | null, healthy_volunteers = false) => ({
  minimum_age_years: min,
  maximum_age_years: max,
  sex: 'ALL' as const,
  healthy_volunteers,
  inclusion: [],
  exclusion: [],
});
const diabetesStudy = { conditions: [diabetes], eligibility: eligibility(30, 75) };
const healthyStudy = { conditions: [], eligibility: eligibility(18, 65, true) };
const openAgeStudy = { conditions: [diabetes], eligibility: eligibility(null, null) };
const ageReason = (min: number | null, max: number | null) => ({
  kind: 'age',
  minimum_age_years: min,
  maximum_age_years: max,
});
const conditionReason = { kind: 'condition', condition: diabetes.name };

describe('matchStudy', () => {
  it.each([
    [
      'a listed condition and an age in range',
      diabetesStudy,
      50,
      ['44054006'],
      [conditionReason, ageReason(30, 75)],
    ],
    [
      'a child code the study lists',
      diabetesStudy,
      50,
      ['368581000119106'],
      [conditionReason, ageReason(30, 75)],
    ],
    [
      'the condition at the youngest age',
      diabetesStudy,
      30,
      ['44054006'],
      [conditionReason, ageReason(30, 75)],
    ],
    [
      'the condition at the oldest age',
      diabetesStudy,
      75,
      ['44054006'],
      [conditionReason, ageReason(30, 75)],
    ],
    ['the condition but too young', diabetesStudy, 29, ['44054006'], null],
    ['the condition but too old', diabetesStudy, 76, ['44054006'], null],
    ['an age in range but no listed condition', diabetesStudy, 50, ['38341003'], null],
    ['no records at all', diabetesStudy, 50, [], null],
    ['a healthy-volunteer study on age alone', healthyStudy, 40, [], [ageReason(18, 65)]],
    ['a healthy-volunteer study outside its ages', healthyStudy, 70, [], null],
    ['a study with no age limits', openAgeStudy, 90, ['44054006'], [conditionReason, ageReason(null, null)]],
  ])('[STUDY-1] %s', (_, study, ageYears, codes, reasons) => {
    const match = matchStudy(study, { ageYears, conditionCodes: new Set(codes) });
    expect(match).toEqual(reasons ? { suggested: true, reasons } : { suggested: false, reasons: [] });
  });
});

describe('ageInYears', () => {
  it.each([
    ['1985-04-12', '2026-04-11T23:00:00Z', 40],
    ['1985-04-12', '2026-04-12T00:00:00Z', 41],
    ['2000-02-29', '2026-02-28T12:00:00Z', 25],
    ['2000-02-29', '2026-03-01T12:00:00Z', 26],
    ['1985-12-31', '2026-01-01T00:00:00Z', 40],
  ])('[STUDY-1] born %s is on %s %i', (born, today, age) => {
    expect(ageInYears(born, new Date(today))).toBe(age);
  });
});

describe('scopeStart', () => {
  it.each([
    ['2026-11-25T12:00:00Z', 5, '2021-11-25'],
    ['2026-11-25T23:30:00Z', 1, '2025-11-25'],
    ['2028-02-29T09:00:00Z', 1, '2027-03-01'],
  ])('[STUDY-2] a consent signed %s shares records from %i years back: %s', (signed, years, from) => {
    expect(scopeStart(new Date(signed), years)).toBe(from);
  });
});

describe('studyEnd', () => {
  it.each([
    ['America/New_York', '2028-07-01T03:59:59.999Z'],
    ['America/Los_Angeles', '2028-07-01T06:59:59.999Z'],
    ['Pacific/Auckland', '2028-06-30T11:59:59.999Z'],
  ])(
    '[STUDY-2] [issue 24] in %s the share ends with the last moment of the completion day there',
    (zone, end) => {
      expect(studyEnd('2028-06-30', zone).toISOString()).toBe(end);
    },
  );
});
