import { describe, expect, it } from 'vitest';
import {
  ALLERGY_FORMS,
  DATE_FORMS,
  ENCOUNTER_FORMS,
  PANEL_FORMS,
  UNREADABLE_FORMS,
  VALUE_FORMS,
} from './fixtures/us-core-shapes.js';
import { normaliseResource, NormaliseError, type RecordRow } from './normalise.js';
import type { ResourceBase } from './types.js';

/*
 * Every form FHIR R4 allows for what a row shows: an observation's value (or why it has none), its date, a panel
 * of components or members, an allergy's onset and a visit's period. Fixtures in the shape of US Core's examples.
 */

const rowsOf = (resource: ResourceBase) => normaliseResource(resource).map((r) => r.row);
const valueOf = (row: RecordRow) => ({
  value: row.value,
  value_text: row.value_text,
  value_boolean: row.value_boolean,
  value_absent: row.value_absent,
  unit: row.unit,
});
const noValue = { value: null, value_text: null, value_boolean: null, value_absent: null, unit: null };

describe('an observation shows its value in every form FHIR allows', () => {
  it.each<[keyof typeof VALUE_FORMS, Partial<RecordRow>]>([
    ['valueQuantity', { value: 95, unit: 'mg/dL' }],
    // "<5" is not 5: the comparator stays, and the number stays out of trends and flags.
    ['valueQuantityComparator', { value_text: '< 5 mg/dL', unit: 'mg/dL' }],
    ['valueCodeableConcept', { value_text: 'Yellow' }],
    ['valueCodeableConceptCodeOnly', { value_text: '278149003' }],
    ['valueString', { value_text: 'Mild deficiency; repeat in 3 months' }],
    ['valueBoolean', { value_boolean: false }],
    ['valueInteger', { value: 7 }],
    ['valueRange', { value_text: '170–172 cm' }],
    ['valueRatio', { value_text: '1:128' }],
    ['valueSampledData', { value_absent: 'sampled-data' }],
    ['valueTime', { value_text: '14:30' }],
    ['valueDateTime', { value_text: '2024-02-20' }],
    ['valuePeriod', { value_text: '2019-06-01 – 2023-09-30' }],
    ['dataAbsentReason', { value_absent: 'not-performed' }],
    ['dataAbsentReasonText', { value_absent: 'Specimen haemolysed' }],
    // Ordered, not resulted yet: the row says so rather than showing nothing.
    ['noValueNoReason', { value_absent: 'pending' }],
  ])('%s', (form, expected) => {
    const rows = rowsOf(VALUE_FORMS[form]);
    expect(rows).toHaveLength(1);
    expect(valueOf(rows[0]!)).toEqual({ ...noValue, ...expected });
  });

  it.each([
    ['final', 'not-stated'],
    ['registered', 'pending'],
    ['preliminary', 'pending'],
    ['cancelled', 'cancelled'],
  ])('with no value and no reason, a %s observation says %s', (status, reason) => {
    const [row] = rowsOf({ ...VALUE_FORMS.noValueNoReason, status });
    expect(row!.value_absent).toBe(reason);
  });

  it('a comparator on a unitless quantity', () => {
    const [row] = rowsOf({ ...VALUE_FORMS.valueQuantity, valueQuantity: { value: 60, comparator: '>=' } });
    expect(valueOf(row!)).toEqual({ ...noValue, value_text: '≥ 60' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a one-sided range', { low: { value: 5, unit: 'mg/dL' } }, '≥ 5 mg/dL'],
    [
      'a ratio with units',
      { numerator: { value: 5, unit: 'mg' }, denominator: { value: 1, unit: 'mL' } },
      '5 mg / 1 mL',
    ],
  ])('%s', (_case, value, text) => {
    const field = 'numerator' in value ? 'valueRatio' : 'valueRange';
    const [row] = rowsOf({ ...VALUE_FORMS.valueQuantity, valueQuantity: undefined, [field]: value });
    expect(row!.value_text).toBe(text);
  });
});

describe('an observation whose value is in its components or its members', () => {
  it.each<[keyof typeof PANEL_FORMS, Partial<RecordRow>[]]>([
    [
      'averageBloodPressure',
      [
        {
          value_text: 'Systolic blood pressure mean: 128 mmHg; Diastolic blood pressure mean: 82 mmHg',
          component: '',
        },
      ],
    ],
    [
      'pulseOximetryWithFlowRate',
      [
        {
          value: 95,
          unit: '%',
          value_text: 'Inhaled oxygen flow rate: 6 liters/min; Inhaled oxygen concentration: Unknown',
        },
      ],
    ],
    [
      'surveyComponents',
      [
        {
          value_text:
            'Little interest or pleasure in doing things: Several days; Feeling down, depressed, or hopeless: Not at all',
        },
      ],
    ],
    ['panelWithMembers', [{ value_absent: 'panel' }]],
    // A blood-pressure panel still splits in two; the reading the device did not take says why.
    [
      'bloodPressureDiastolicAbsent',
      [
        { component: '8480-6', value: 109, unit: 'mm[Hg]' },
        { component: '8462-4', value: null, value_absent: 'unknown' },
      ],
    ],
  ])('%s', (form, expected) => {
    const rows = rowsOf(PANEL_FORMS[form]);
    expect(rows).toHaveLength(expected.length);
    rows.forEach((row, i) => expect(row).toMatchObject(expected[i]!));
  });
});

describe('every row is dated when its resource holds any date', () => {
  it.each<[string, ResourceBase, string | null, string | null]>([
    ['effectiveDateTime', DATE_FORMS.effectiveDateTime, '2024-03-05T14:30:00.000Z', null],
    ['effectivePeriod', DATE_FORMS.effectivePeriod, '2024-03-04T22:00:00.000Z', '2024-03-05T06:00:00.000Z'],
    [
      'effectivePeriod with only an end',
      DATE_FORMS.effectivePeriodEndOnly,
      '2024-03-05T06:00:00.000Z',
      '2024-03-05T06:00:00.000Z',
    ],
    ['effectiveInstant', DATE_FORMS.effectiveInstant, '2024-03-05T14:30:00.123Z', null],
    [
      'effectiveTiming events',
      DATE_FORMS.effectiveTiming,
      '2024-03-05T08:00:00.000Z',
      '2024-03-06T08:00:00.000Z',
    ],
    [
      'effectiveTiming bounds',
      DATE_FORMS.effectiveTimingBounds,
      '2024-03-05T00:00:00.000Z',
      '2024-03-12T00:00:00.000Z',
    ],
    ['only issued', DATE_FORMS.issuedOnly, '2024-03-05T16:00:00.000Z', null],
    ['allergy onsetDateTime', ALLERGY_FORMS.onsetDateTime, '2012-06-01T00:00:00.000Z', null],
    ['allergy onsetPeriod', ALLERGY_FORMS.onsetPeriod, '2012-06-01T00:00:00.000Z', null],
    ['allergy onsetAge: when it was recorded', ALLERGY_FORMS.onsetAge, '2020-01-10T00:00:00.000Z', null],
    ['allergy onsetRange: when it was recorded', ALLERGY_FORMS.onsetRange, '2020-01-10T00:00:00.000Z', null],
    [
      'allergy onsetString: when it was recorded',
      ALLERGY_FORMS.onsetString,
      '2020-01-10T00:00:00.000Z',
      null,
    ],
    ['allergy recordedDate only', ALLERGY_FORMS.recordedDateOnly, '2020-01-10T00:00:00.000Z', null],
    [
      'visit start and end',
      ENCOUNTER_FORMS.periodStartAndEnd,
      '2024-03-05T09:00:00.000Z',
      '2024-03-05T09:30:00.000Z',
    ],
    ['visit start only', ENCOUNTER_FORMS.periodStartOnly, '2024-03-05T09:00:00.000Z', null],
    ['visit end only', ENCOUNTER_FORMS.periodEndOnly, '2024-03-05T09:30:00.000Z', '2024-03-05T09:30:00.000Z'],
  ])('%s', (_form, resource, date, endDate) => {
    const rows = rowsOf(resource);
    expect(rows.map((r) => [r.date, r.end_date])).toEqual([[date, endDate]]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a condition by its onsetPeriod',
      { resourceType: 'Condition', onsetPeriod: { start: '2015-02-01' } },
      '2015-02-01T00:00:00.000Z',
    ],
    [
      'a condition by recordedDate after onsetAge',
      { resourceType: 'Condition', onsetAge: { value: 40 }, recordedDate: '2016-05-05' },
      '2016-05-05T00:00:00.000Z',
    ],
    [
      'a procedure by a performedPeriod with only an end',
      { resourceType: 'Procedure', performedPeriod: { end: '2018-07-07' } },
      '2018-07-07T00:00:00.000Z',
    ],
    [
      'an immunization recorded, occurrence as text',
      { resourceType: 'Immunization', occurrenceString: 'Spring 2019', recorded: '2019-04-01' },
      '2019-04-01T00:00:00.000Z',
    ],
    [
      'a report by effectiveInstant',
      { resourceType: 'DiagnosticReport', effectiveInstant: '2020-01-02T03:04:05Z' },
      '2020-01-02T03:04:05.000Z',
    ],
  ])('%s', (_case, resource, date) => {
    const [row] = rowsOf({ id: 'x', ...resource } as ResourceBase);
    expect(row!.date).toBe(date);
  });
});

describe('a resource that cannot become a row says why', () => {
  it.each<[keyof typeof UNREADABLE_FORMS, string]>([
    ['missingId', 'missing_id'],
    ['enteredInError', 'entered_in_error'],
    ['malformed', 'unreadable'],
  ])('%s: %s', (form, reason) => {
    let error: unknown;
    try {
      normaliseResource(UNREADABLE_FORMS[form]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(NormaliseError);
    expect((error as NormaliseError).reason).toBe(reason);
  });

  it.each([
    [
      'a condition',
      { resourceType: 'Condition', verificationStatus: { coding: [{ code: 'entered-in-error' }] } },
    ],
    [
      'an allergy',
      { resourceType: 'AllergyIntolerance', verificationStatus: { coding: [{ code: 'entered-in-error' }] } },
    ],
    ['a prescription', { resourceType: 'MedicationRequest', status: 'entered-in-error' }],
  ])('%s the source withdrew as entered in error', (_case, resource) => {
    expect(() => normaliseResource({ id: 'x', ...resource })).toThrow(
      expect.objectContaining({ reason: 'entered_in_error' }) as Error,
    );
  });
});
