import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { INSIGHT_RULE_CODES, INSIGHT_RULES, type InsightRuleCode } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { normaliseResource } from '../../fhir/normalise.js';
import { generateSyntheticEntries } from '../../fhir/synthetic/generator.js';
import type { BundleEntry } from '../../fhir/types.js';
import { birthSexOf } from './rules/birth-sex.js';
import {
  DIABETES,
  DIASTOLIC,
  HBA1C,
  HYPERTENSION,
  OBSERVATION_CODES,
  STATIN_INGREDIENT,
  STATIN_RXNORM,
  SYSTOLIC,
} from './rules/codes.js';
import { addMonths, ageOn } from './rules/evaluate.js';
import {
  RULES,
  type ClinicalRecord,
  type DecidingRecord,
  type PatientRecords,
  type RuleOutcome,
} from './rules/index.js';
import { TODAY } from './rules/testing.js';

/*
 * Clinical review: every rule over every bundled sample patient (the Synthea bundles and the demo's generated
 * one), each verdict checked against the records it names, by reading those records here, apart from the
 * rules' own helpers. Run on the day after each bundle's last record (where most care is recent) and on a
 * fixed later day, with the birth sex the bundle states and with none.
 */

const DATA = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../data/synthea');

interface Sample {
  name: string;
  birthDate: string;
  sex: 'female' | 'male' | null;
  records: ClinicalRecord[];
}

/** The records as the rules read them from the database (queries.ts): coded rows, the rules' observations. */
function sampleOf(name: string, entries: Iterable<BundleEntry>): Sample {
  const observationCodes = new Set(OBSERVATION_CODES);
  let birthDate = '';
  let sex: Sample['sex'] = null;
  const records: ClinicalRecord[] = [];
  for (const entry of entries) {
    const resource = entry.resource;
    if (!resource) continue;
    if (resource.resourceType === 'Patient') {
      birthDate = (resource as { birthDate?: string }).birthDate ?? '';
      sex = birthSexOf(resource);
    }
    for (const { category, row } of normaliseResource(resource, entry.fullUrl)) {
      if (
        row.code === null ||
        !['conditions', 'procedures', 'immunizations', 'medications', 'reports', 'observations'].includes(
          category,
        )
      )
        continue;
      if (category === 'observations' && !observationCodes.has(row.code)) continue;
      const observation = category === 'observations';
      records.push({
        kind: category,
        resource_id: row.source_resource_id,
        code: row.code,
        display: row.display,
        status: row.status,
        date: row.date,
        end_date: row.end_date,
        value: observation ? row.value : null,
        value_text: observation ? row.value_text : null,
        unit: observation ? row.unit : null,
        ref_text: observation ? row.ref_text : null,
        ref_low: observation ? row.ref_low : null,
        ref_high: observation ? row.ref_high : null,
      });
    }
  }
  return { name, birthDate, sex, records };
}

const SAMPLES: Sample[] = [
  ...readdirSync(DATA)
    .filter((f) => f.endsWith('.json.gz'))
    .sort()
    .map((file) => {
      const bundle = JSON.parse(gunzipSync(readFileSync(path.join(DATA, file))).toString('utf8'));
      return sampleOf(file.split('_').slice(0, 2).join(' '), bundle.entry as BundleEntry[]);
    }),
  sampleOf('the demo patient (generated, seed 4)', generateSyntheticEntries({ seed: 4, resources: 3000 })),
];

const day = (iso: string) => iso.slice(0, 10);
const lastRecordDay = (s: Sample) =>
  s.records.reduce((last, r) => (r.date && day(r.date) > last ? day(r.date) : last), '0000-00-00');
const dayAfter = (d: string) => new Date(Date.parse(d) + 86_400_000).toISOString().slice(0, 10);

const CONDITION_CODES = { diabetes: DIABETES, hypertension: HYPERTENSION } as const;
const isStatin = (r: ClinicalRecord) =>
  r.kind === 'medications' &&
  ((r.code !== null && STATIN_RXNORM.has(r.code)) || STATIN_INGREDIENT.test(r.display ?? ''));
const newestFirst = (a: ClinicalRecord, b: ClinicalRecord) => (b.date ?? '').localeCompare(a.date ?? '');
const withinMonths = (date: string | null, months: number, today: string) =>
  date !== null && addMonths(date, months) > today;

/** Whether the patient takes this medication now, read from the newest record of its code, by the words. */
function takenNow(records: readonly ClinicalRecord[], code: string | null, today: string): boolean {
  const latest = records
    .filter((r) => r.kind === 'medications' && r.code === code && r.status !== 'entered-in-error')
    .sort(newestFirst)[0];
  if (!latest) return false;
  if (latest.end_date && day(latest.end_date) < today) return false;
  if (latest.status === 'active' || latest.status === 'on-hold') return true;
  if (latest.status === 'stopped' || latest.status === 'cancelled' || latest.status === 'draft') return false;
  return latest.date !== null && (Date.parse(today) - Date.parse(day(latest.date))) / 86_400_000 <= 120;
}

function named(p: PatientRecords, r: DecidingRecord) {
  return p.records.some((x) => x.resource_id === r.resource_id && x.code === r.code && x.date === r.date);
}

/** What each verdict claims, checked against the records. Answers the failures, in words. */
function review(rule: InsightRuleCode, o: RuleOutcome, p: PatientRecords): string[] {
  const facts = INSIGHT_RULES[rule];
  const wrong: string[] = [];
  const claim = (ok: boolean, what: string) => {
    if (!ok) wrong.push(`${o.status}/${o.reason}: ${what}`);
  };
  const by = o.decided_by;
  if (by) claim(named(p, by), 'names a record the patient does not have');
  const inAges = p.age >= facts.ages.min && (facts.ages.max === null || p.age <= facts.ages.max);
  claim((o.reason === 'age') === !inAges, 'age verdict disagrees with the ages');
  if (facts.sex !== null && p.sex === null)
    claim(
      o.status === 'needs_answer' || o.status === 'not_applicable',
      'a sex-specific verdict without a recorded sex',
    );
  if (o.status === 'needs_answer') claim(facts.sex !== null && p.sex === null, 'asks without a reason');
  if (o.reason === 'sex') claim(p.sex !== null && p.sex !== facts.sex, 'rules out by a sex not recorded');
  if (facts.for_condition !== null) {
    const codes = CONDITION_CODES[facts.for_condition];
    const active = p.records.some(
      (r) =>
        r.kind === 'conditions' &&
        r.code !== null &&
        codes.has(r.code) &&
        r.end_date === null &&
        !['resolved', 'inactive', 'remission'].includes(r.status ?? ''),
    );
    if (o.reason === 'no_condition') claim(!active, `says no ${facts.for_condition}, the records have it`);
    if (o.status === 'open' || o.status === 'closed')
      claim(
        active && o.condition !== null && codes.has(o.condition.code!),
        `is for ${facts.for_condition}, not found`,
      );
  }
  if (o.status === 'closed' && o.due_date !== null) claim(o.due_date > p.today, 'closed but due');
  // Open: due since a day, or (the flu shot, from July) due by the end of October.
  if (o.status === 'open')
    claim(o.due_date !== null && (rule === 'influenza_vaccine' || o.due_date <= p.today), 'open but not due');

  const hba1cs = p.records
    .filter((r) => r.kind === 'observations' && HBA1C.has(r.code ?? ''))
    .sort(newestFirst);
  const flagOf = (r: DecidingRecord) =>
    r.value === null || !r.range
      ? null
      : r.range.high !== null && r.value > r.range.high
        ? 'high'
        : r.range.low !== null && r.value < r.range.low
          ? 'low'
          : null;
  if (o.reason === 'done_out_of_range')
    claim(
      by !== null && by.flag !== null && flagOf(by) === by.flag,
      'out of range, yet the result is within it',
    );
  switch (rule) {
    case 'statin_therapy': {
      const statinCodes = new Set(p.records.filter(isStatin).map((r) => r.code));
      const anyTaken = [...statinCodes].some((code) => takenNow(p.records, code, p.today));
      if (o.status === 'closed')
        claim(
          by !== null && isStatin(by) && takenNow(p.records, by.code, p.today),
          'met by a statin not taken now',
        );
      if (o.status === 'open') claim(!anyTaken, 'due while a statin is taken now');
      break;
    }
    case 'hba1c_monitoring':
      if (o.status === 'closed') {
        claim(
          by !== null && HBA1C.has(by.code ?? '') && withinMonths(by.date, 12, p.today),
          'done by no recent HbA1c',
        );
        claim(
          (o.reason === 'done_out_of_range') === (by !== null && flagOf(by) !== null),
          'out of range disagrees with the result',
        );
        if (by && (by.ref_low !== null || by.ref_high !== null))
          claim(
            by.range?.low === by.ref_low && by.range?.high === by.ref_high,
            "not read against the result's own range",
          );
      }
      if (o.status === 'open')
        claim(!hba1cs.some((r) => withinMonths(r.date, 12, p.today)), 'due after a recent HbA1c');
      break;
    case 'hba1c_control': {
      const last = hba1cs.find((r) => r.value !== null);
      if (o.status === 'closed') {
        claim(
          by?.resource_id === last?.resource_id && withinMonths(by?.date ?? null, 12, p.today),
          'not the last HbA1c',
        );
        claim(by !== null && by.value! < 8, 'controlled at 8 % or more');
        claim(
          (o.reason === 'at_goal_above_range') === (by !== null && flagOf(by) === 'high'),
          'above range disagrees',
        );
      }
      if (o.reason === 'above_goal') claim(by !== null && by.value! >= 8, 'above goal under 8 %');
      break;
    }
    case 'blood_pressure_control':
      if (by) {
        const partner = p.records.find((r) => r.code === DIASTOLIC && r.resource_id === by.resource_id);
        claim(by.code === SYSTOLIC && partner?.value === by.diastolic, 'a reading without its diastolic');
        const high = by.value! >= 140 || by.diastolic! >= 90;
        if (o.status === 'closed')
          claim(!high && withinMonths(by.date, 12, p.today), 'controlled by a high or old reading');
        if (o.reason === 'above_goal') claim(high, 'above goal with a reading under 140/90');
      }
      break;
    default:
      if (o.status === 'closed') claim(by !== null && by.date !== null, 'closed by no dated record');
  }
  return wrong;
}

const verdicts = (sample: Sample, rule: InsightRuleCode) =>
  [dayAfter(lastRecordDay(sample)), TODAY].flatMap((today) =>
    [sample.sex, null].map((sex) => {
      const p: PatientRecords = { today, age: ageOn(sample.birthDate, today), sex, records: sample.records };
      return { today, sex, outcome: RULES[rule](p), p };
    }),
  );

describe('clinical review: every rule over every bundled sample patient', () => {
  it('reads every bundle', () => {
    expect(SAMPLES.length).toBeGreaterThanOrEqual(17);
    for (const s of SAMPLES) expect(s.birthDate, s.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The Synthea bundles state a birth sex (US Core); the generated demo states only an administrative gender.
    expect(SAMPLES.filter((s) => s.sex === null).map((s) => s.name)).toEqual([
      'the demo patient (generated, seed 4)',
    ]);
  });

  describe.each(SAMPLES)('$name', (sample) => {
    it.each(INSIGHT_RULE_CODES)('[HOME-1] %s: each verdict agrees with the records it names', (rule) => {
      const wrong = verdicts(sample, rule).flatMap(({ today, sex, outcome, p }) =>
        review(rule, outcome, p).map((w) => `${today}, sex ${sex}: ${w}`),
      );
      expect(wrong).toEqual([]);
    });
  });

  it('[HOME-1] the review is not idle: the samples reach met, due and asking verdicts', () => {
    const seen = new Set(
      SAMPLES.flatMap((s) => INSIGHT_RULE_CODES.flatMap((rule) => verdicts(s, rule))).map(
        ({ outcome }) => `${outcome.status}/${outcome.reason}`,
      ),
    );
    for (const v of [
      'closed/statin_current',
      'open/no_statin',
      'needs_answer/sex_unknown',
      'closed/done_in_window',
    ])
      expect(seen).toContain(v);
  });

  it('[HOME-1] the demo patient: the statin is met by simvastatin, and breast and cervical screening ask', () => {
    const demo = SAMPLES.at(-1)!;
    const p: PatientRecords = {
      today: TODAY,
      age: ageOn('1968-03-01', TODAY),
      sex: null,
      records: demo.records,
    };
    expect(RULES.statin_therapy(p)).toMatchObject({
      status: 'closed',
      reason: 'statin_current',
      decided_by: { display: expect.stringMatching(/simvastatin/i), status: 'active' },
    });
    expect(RULES.breast_cancer_screening(p)).toMatchObject({ status: 'needs_answer', reason: 'sex_unknown' });
    expect(RULES.cervical_cancer_screening(p)).toMatchObject({
      status: 'needs_answer',
      reason: 'sex_unknown',
    });
  });
});
