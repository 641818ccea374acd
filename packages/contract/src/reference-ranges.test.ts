import { describe, expect, it } from 'vitest';
import {
  classifyValue,
  formatRange,
  normaliseRange,
  selectReferenceRange,
  type FhirReferenceRange,
  type RangeInput,
} from './reference-ranges.js';

const q = (value: number) => ({ value, unit: '%' });

describe('normaliseRange: every form a range arrives in becomes one shape', () => {
  // prettier-ignore
  it.each<[string, RangeInput | null, ReturnType<typeof normaliseRange>]>([
    ['FHIR low and high', { low: q(4), high: q(5.6) }, { low: 4, high: 5.6, lowInclusive: true, highInclusive: true }],
    ['FHIR high only (the HbA1c kit: ≤ 5.6 %)', { high: q(5.6) }, { high: 5.6, lowInclusive: true, highInclusive: true }],
    ['FHIR low only (eGFR ≥ 60)', { low: q(60) }, { low: 60, lowInclusive: true, highInclusive: true }],
    ['stored high only', { low: null, high: 5.6, text: null }, { high: 5.6, lowInclusive: true, highInclusive: true }],
    ['stored low only', { low: 40, high: null, text: null }, { low: 40, lowInclusive: true, highInclusive: true }],
    ['text "<5.7": the bound itself is high', { text: '<5.7' }, { high: 5.7, lowInclusive: true, highInclusive: false }],
    ['text "≤ 5.6 %"', { text: '≤ 5.6 %' }, { high: 5.6, lowInclusive: true, highInclusive: true }],
    ['text "<= 200 mg/dL"', { text: '<= 200 mg/dL' }, { high: 200, lowInclusive: true, highInclusive: true }],
    ['text "≥60"', { text: '≥60' }, { low: 60, lowInclusive: true, highInclusive: true }],
    ['text ">= 60 mL/min/1.73 m2"', { text: '>= 60 mL/min/1.73 m2' }, { low: 60, lowInclusive: true, highInclusive: true }],
    ['text ">40": the bound itself is low', { text: '>40' }, { low: 40, lowInclusive: false, highInclusive: true }],
    ['text "4.0-5.6 %"', { text: '4.0-5.6 %' }, { low: 4, high: 5.6, lowInclusive: true, highInclusive: true }],
    ['text "60 – 100"', { text: '60 – 100' }, { low: 60, high: 100, lowInclusive: true, highInclusive: true }],
    ['text "3.5 to 5.0"', { text: '3.5 to 5.0' }, { low: 3.5, high: 5, lowInclusive: true, highInclusive: true }],
    ['text "60 or more"', { text: '60 or more' }, { low: 60, lowInclusive: true, highInclusive: true }],
    ['text "200 mg/dL or less"', { text: '200 mg/dL or less' }, { high: 200, lowInclusive: true, highInclusive: true }],
    ['text "less than 100"', { text: 'less than 100' }, { high: 100, lowInclusive: true, highInclusive: false }],
    ['text "Negative" stays words', { text: 'Negative' }, { text: 'Negative', lowInclusive: true, highInclusive: true }],
    ['numbers and their text: the text keeps "<"', { high: q(5.7), text: '<5.7 %' }, { high: 5.7, lowInclusive: true, highInclusive: false }],
    ['a high with a text for its other side', { high: q(100), text: '>40' }, { low: 40, high: 100, lowInclusive: false, highInclusive: true }],
    ['an empty element', {}, null],
    ['blank text', { text: '  ' }, null],
    ['no range', null, null],
    ['a quantity without a value', { low: {}, high: { value: null } }, null],
  ])('%s', (_, input, expected) => {
    expect(normaliseRange(input)).toEqual(expected);
  });
});

describe('classifyValue: one verdict for the chart, its table, its words, the lists, the kit and the PDF', () => {
  const r = (input: RangeInput) => normaliseRange(input);
  // prettier-ignore
  it.each<[string, number | string | null, RangeInput | null, ReturnType<typeof classifyValue>]>([
    ['HbA1c 6.8 against ≤ 5.6', 6.8, { high: q(5.6) }, 'above'],
    ['HbA1c 5.6 against ≤ 5.6 (the bound is normal)', 5.6, { high: q(5.6) }, 'within'],
    ['HbA1c 5.0 against ≤ 5.6 (no lower side)', 5.0, { high: q(5.6) }, 'within'],
    ['HbA1c 0.1 against ≤ 5.6', 0.1, { high: q(5.6) }, 'within'],
    ['5.7 against "<5.7"', 5.7, { text: '<5.7' }, 'above'],
    ['5.69 against "<5.7"', 5.69, { text: '<5.7' }, 'within'],
    ['eGFR 45 against ≥ 60', 45, { low: q(60) }, 'below'],
    ['eGFR 60 against "≥60"', 60, { text: '≥60' }, 'within'],
    ['eGFR 200 against ≥ 60 (no upper side)', 200, { low: q(60) }, 'within'],
    ['HDL 40 against ">40"', 40, { text: '>40' }, 'below'],
    ['heart rate 55 against 60–100', 55, { low: q(60), high: q(100) }, 'below'],
    ['heart rate 100 against 60–100', 100, { low: q(60), high: q(100) }, 'within'],
    ['heart rate 101 against 60–100', 101, { low: q(60), high: q(100) }, 'above'],
    ['FIT "Negative" against "Negative"', 'Negative', { text: 'Negative' }, 'within'],
    ['FIT "negative " against "Negative"', 'negative ', { text: 'Negative' }, 'within'],
    ['FIT "Positive" against "Negative"', 'Positive', { text: 'Negative' }, 'outside'],
    ['"Detected" against "Not detected"', 'Detected', { text: 'Not detected' }, 'outside'],
    ['"Trace" against "Negative": the words cannot say', 'Trace', { text: 'Negative' }, 'unknown'],
    ['a number against words', 6.8, { text: 'See report' }, 'unknown'],
    ['words against numbers', 'Positive', { high: q(5.6) }, 'unknown'],
    ['no value', null, { high: q(5.6) }, 'unknown'],
    ['no range', 6.8, null, 'unknown'],
    ['a number written as text, "6.8 %", against ≤ 5.6', '6.8 %', { high: q(5.6) }, 'above'],
    ['a number written as text, "5.4", against 4–5.6', '5.4', { low: q(4), high: q(5.6) }, 'within'],
    ['"<5.7" against "<5.7"', '<5.7', { text: '<5.7' }, 'within'],
    ['"< 5.0 %" against ≤ 5.6 (below the high end, no low end)', '< 5.0 %', { high: q(5.6) }, 'within'],
    ['"<5.7" against ≤ 5.6: it may be 5.65, the range cannot say', '<5.7', { high: q(5.6) }, 'unknown'],
    ['"<5.7" against 4–5.6: it may be below 4', '<5.7', { low: q(4), high: q(5.6) }, 'unknown'],
    ['"< 3" against ≥ 60 (an eGFR under the low end)', '< 3', { low: q(60) }, 'below'],
    ['">90" against ≥ 60', '>90', { low: q(60) }, 'within'],
    ['">14" against ≤ 5.6', '>14', { high: q(5.6) }, 'above'],
    ['"≥ 5.6" against ≤ 5.6: it may be 5.6', '≥ 5.6', { high: q(5.6) }, 'unknown'],
    ['"> 5.6" against ≤ 5.6', '> 5.6', { high: q(5.6) }, 'above'],
    ['words that are not a number, "see comment", against ≤ 5.6', 'see comment', { high: q(5.6) }, 'unknown'],
  ])('%s → %s', (_, value, range, expected) => {
    expect(classifyValue(value, range ? r(range) : null)).toBe(expected);
  });
});

describe('formatRange: a range as a lab report prints it', () => {
  const n = (v: number) => String(v);
  // prettier-ignore
  it.each<[RangeInput, string]>([
    [{ low: q(4), high: q(5.6) }, '4 – 5.6'],
    [{ high: q(5.6) }, '≤ 5.6'],
    [{ text: '<5.7' }, '< 5.7'],
    [{ low: q(60) }, '≥ 60'],
    [{ text: '>40' }, '> 40'],
    [{ high: q(100), text: '>40' }, '> 40, ≤ 100'],
    [{ text: 'Negative' }, 'Negative'],
  ])('%j reads %j', (input, text) => {
    expect(formatRange(normaliseRange(input)!, n)).toBe(text);
  });
});

describe('selectReferenceRange: the range for this patient, never a guessed one', () => {
  const female = { coding: [{ system: 'http://snomed.info/sct', code: '248152002' }], text: 'Female' };
  const male = { coding: [{ system: 'http://hl7.org/fhir/administrative-gender', code: 'male' }] };
  const pregnant = { coding: [{ system: 'http://snomed.info/sct', code: '77386006' }] };
  const general: FhirReferenceRange = { low: q(12), high: q(16), text: 'general' };
  const forWomen: FhirReferenceRange = { low: q(12), high: q(15.5), appliesTo: [female], text: 'women' };
  const forMen: FhirReferenceRange = { low: q(13.5), high: q(17.5), appliesTo: [male], text: 'men' };
  const child: FhirReferenceRange = { low: q(11), high: q(14), age: { high: { value: 17 } }, text: 'child' };
  const adult: FhirReferenceRange = { low: q(12), high: q(16), age: { low: { value: 18 } }, text: 'adult' };
  const months = (low: number, high: number) => ({
    low: { value: low, unit: 'mo', system: 'http://unitsofmeasure.org', code: 'mo' },
    high: { value: high, unit: 'mo', system: 'http://unitsofmeasure.org', code: 'mo' },
  });
  const infant: FhirReferenceRange = { low: q(9.5), high: q(13), age: months(1, 12), text: 'infant' };
  const newborn: FhirReferenceRange = {
    low: q(14),
    high: q(24),
    age: { low: { value: 0, code: 'd' }, high: { value: 30, code: 'd' } },
    text: 'newborn',
  };
  const oddUnit: FhirReferenceRange = {
    low: q(1),
    high: q(2),
    age: { low: { value: 1, unit: 'moons' } },
    text: 'odd',
  };
  const therapeutic: FhirReferenceRange = {
    high: q(7),
    type: { coding: [{ code: 'therapeutic' }] },
    text: 'therapeutic',
  };
  const inPregnancy: FhirReferenceRange = {
    low: q(11),
    high: q(14),
    appliesTo: [pregnant],
    text: 'pregnancy',
  };
  // prettier-ignore
  it.each<[string, FhirReferenceRange[], Parameters<typeof selectReferenceRange>[1], string | null]>([
    ['one range, nothing known', [general], {}, 'general'],
    ['sex ranges, sex unknown, no general one: none is assumed', [forWomen, forMen], {}, null],
    ['sex ranges, sex unknown, a general one: the general one', [forWomen, forMen, general], {}, 'general'],
    ['a woman', [general, forMen, forWomen], { sex: 'female' }, 'women'],
    ['a man', [general, forWomen, forMen], { sex: 'male' }, 'men'],
    ['age ranges, a 58-year-old', [child, adult], { ageYears: 58 }, 'adult'],
    ['age ranges, a 12-year-old', [child, adult], { ageYears: 12 }, 'child'],
    ['age ranges, age unknown', [child, adult], {}, null],
    ['age ranges from the birth date, the day before turning 18', [child, adult], { birthDate: '2008-03-15', on: '2026-03-14' }, 'child'],
    ['age ranges from the birth date, on turning 18', [child, adult], { birthDate: '2008-03-15', on: '2026-03-15' }, 'adult'],
    ['an age band in months is not read as years (a 5-year-old)', [infant, general], { birthDate: '2021-01-10', on: '2026-06-01' }, 'general'],
    ['an age band in months, a 6-month-old', [infant, general], { birthDate: '2025-12-01', on: '2026-06-01' }, 'infant'],
    ['an age band in days, a newborn', [newborn, general], { birthDate: '2026-05-25', on: '2026-06-01' }, 'newborn'],
    ['an age band in months, only the age in years known: not assumed', [infant, general], { ageYears: 0 }, 'general'],
    ['an age band in an unknown unit is not assumed', [oddUnit, general], { birthDate: '2000-01-01', on: '2026-06-01' }, 'general'],
    ['a therapeutic target is not the normal range', [therapeutic, general], {}, 'general'],
    ['a condition we cannot check (pregnancy) is not assumed', [inPregnancy, general], { sex: 'female' }, 'general'],
    ['no ranges', [], { sex: 'female' }, null],
  ])('%s', (_, ranges, who, expected) => {
    expect(selectReferenceRange(ranges, who)?.text ?? null).toBe(expected);
  });
});
