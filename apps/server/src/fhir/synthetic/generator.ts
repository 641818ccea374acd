import { LOINC } from '@portal/contract';
import type { BundleEntry, Observation, Patient, ResourceBase } from '../types.js';
import { LOINC_SYSTEM, UCUM_SYSTEM } from '../types.js';
import { Prng } from './prng.js';

/*
 * Deterministic synthetic patients as FHIR R4 transaction bundles. The Synthea sample bundles lack heart rate,
 * respiratory rate, oxygen saturation and the 85354-9 panel; this generator produces every trend code with
 * realistic values, units and reference ranges over years of visits, at any size (the resource count is exact).
 * Everything is marked synthetic: a meta tag on every resource and an identifier system on the Patient.
 */

export const SYNTHETIC_TAG = {
  system: 'https://portal.example.org/fhir/tags',
  code: 'synthetic',
  display: 'Synthetic test data, not a real person',
} as const;
export const SYNTHETIC_IDENTIFIER_SYSTEM = 'urn:portal:synthetic-patient';

export interface SyntheticOptions {
  seed: number;
  /** Exact number of resources in the bundle (Patient included); at least 1. */
  resources: number;
  /** Years of history before `endDate`. */
  years?: number;
  /** The last visit's date; fixed by default so output never depends on the clock. */
  endDate?: string;
}

const GIVEN = [
  'Ada',
  'Bruno',
  'Carmen',
  'Dmitri',
  'Elena',
  'Farah',
  'Gus',
  'Hana',
  'Ivan',
  'Julia',
  'Kofi',
  'Lucia',
];
const FAMILY = ['Synthetic', 'Testwell', 'Sampleton', 'Demo-Ruiz', 'Mockford', 'Fakhouri'];
const CITIES = [
  { city: 'Springfield', state: 'MA', postalCode: '01101' },
  { city: 'Riverside', state: 'CA', postalCode: '92501' },
  { city: 'Franklin', state: 'TN', postalCode: '37064' },
];

const SNOMED = 'http://snomed.info/sct';

/** The synthetic patient's care team and practice, named as a source names its references (fictional). */
// Named only (logical references): a FHIR source serving this patient has no such resources to follow.
const CLINICIANS = [
  { type: 'Practitioner', display: 'Dr. Maya Okafor' },
  { type: 'Practitioner', display: 'Dr. Luis Herrera' },
];
const PRACTICE = { type: 'Organization', display: 'Lakeside Family Practice' };
const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';
const CVX = 'http://hl7.org/fhir/sid/cvx';
const OBS_CATEGORY = 'http://terminology.hl7.org/CodeSystem/observation-category';

const CHRONIC = [
  {
    code: '38341003',
    display: 'Hypertension',
    med: { code: '314076', display: 'lisinopril 10 MG Oral Tablet' },
  },
  {
    code: '55822004',
    display: 'Hyperlipidemia',
    med: { code: '316672', display: 'Simvastatin 10 MG Oral Tablet' },
  },
  { code: '44054006', display: 'Diabetes', med: { code: '860975', display: 'metformin 500 MG Oral Tablet' } },
];
const ACUTE = [
  { code: '10509002', display: 'Acute bronchitis (disorder)' },
  { code: '444814009', display: 'Viral sinusitis (disorder)' },
  { code: '195662009', display: 'Acute viral pharyngitis (disorder)' },
];
const PROCEDURES = [
  { code: '430193006', display: 'Medication Reconciliation (procedure)' },
  { code: '73761001', display: 'Colonoscopy' },
  { code: '710824005', display: 'Assessment of health and social care needs (procedure)' },
];
const ALLERGIES = [
  { code: '91935009', display: 'Allergy to peanuts', category: 'food' },
  { code: '300916003', display: 'Latex allergy', category: 'environment' },
  { code: '294505008', display: 'Allergy to penicillin', category: 'medication' },
];

/** One measurement kind: LOINC code, unit, reference range and how its value moves between visits. */
interface Measure {
  code: string;
  display: string;
  unit: string;
  category: 'vital-signs' | 'laboratory';
  low?: number;
  high?: number;
  decimals: number;
}

const M = {
  height: { code: '8302-2', display: 'Body Height', unit: 'cm', category: 'vital-signs', decimals: 1 },
  weight: { code: LOINC.weight, display: 'Body Weight', unit: 'kg', category: 'vital-signs', decimals: 1 },
  bmi: {
    code: LOINC.bmi,
    display: 'Body Mass Index',
    unit: 'kg/m2',
    category: 'vital-signs',
    low: 18.5,
    high: 24.9,
    decimals: 1,
  },
  heartRate: {
    code: LOINC.heartRate,
    display: 'Heart rate',
    unit: '/min',
    category: 'vital-signs',
    low: 60,
    high: 100,
    decimals: 0,
  },
  respiratoryRate: {
    code: LOINC.respiratoryRate,
    display: 'Respiratory rate',
    unit: '/min',
    category: 'vital-signs',
    low: 12,
    high: 20,
    decimals: 0,
  },
  spo2: {
    code: LOINC.oxygenSaturation,
    display: 'Oxygen saturation in Arterial blood',
    unit: '%',
    category: 'vital-signs',
    low: 95,
    high: 100,
    decimals: 0,
  },
  spo2PulseOx: {
    code: LOINC.oxygenSaturationPulseOx,
    display: 'Oxygen saturation in Arterial blood by Pulse oximetry',
    unit: '%',
    category: 'vital-signs',
    low: 95,
    high: 100,
    decimals: 0,
  },
  systolic: {
    code: LOINC.systolic,
    display: 'Systolic blood pressure',
    unit: 'mm[Hg]',
    category: 'vital-signs',
    low: 90,
    high: 120,
    decimals: 0,
  },
  diastolic: {
    code: LOINC.diastolic,
    display: 'Diastolic blood pressure',
    unit: 'mm[Hg]',
    category: 'vital-signs',
    low: 60,
    high: 80,
    decimals: 0,
  },
  totalCholesterol: {
    code: LOINC.totalCholesterol,
    display: 'Cholesterol [Mass/volume] in Serum or Plasma',
    unit: 'mg/dL',
    category: 'laboratory',
    low: 125,
    high: 200,
    decimals: 0,
  },
  hdl: {
    code: LOINC.hdl,
    display: 'Cholesterol in HDL [Mass/volume] in Serum or Plasma',
    unit: 'mg/dL',
    category: 'laboratory',
    low: 40,
    high: 60,
    decimals: 0,
  },
  ldl: {
    code: LOINC.ldl,
    display: 'Cholesterol in LDL [Mass/volume] in Serum or Plasma by calculation',
    unit: 'mg/dL',
    category: 'laboratory',
    low: 0,
    high: 100,
    decimals: 0,
  },
  triglycerides: {
    code: '2571-8',
    display: 'Triglyceride [Mass/volume] in Serum or Plasma',
    unit: 'mg/dL',
    category: 'laboratory',
    low: 0,
    high: 150,
    decimals: 0,
  },
  creatinineSerum: {
    code: LOINC.creatinineSerum,
    display: 'Creatinine [Mass/volume] in Serum or Plasma',
    unit: 'mg/dL',
    category: 'laboratory',
    low: 0.6,
    high: 1.3,
    decimals: 2,
  },
  creatinineBlood: {
    code: LOINC.creatinineBlood,
    display: 'Creatinine [Mass/volume] in Blood',
    unit: 'mg/dL',
    category: 'laboratory',
    low: 0.6,
    high: 1.3,
    decimals: 2,
  },
  hba1c: {
    code: LOINC.hba1c,
    display: 'Hemoglobin A1c/Hemoglobin.total in Blood',
    unit: '%',
    category: 'laboratory',
    low: 4,
    high: 5.6,
    decimals: 1,
  },
} satisfies Record<string, Measure>;

/** The patient's physiology, drifting slowly from visit to visit so charts look like a real history. */
interface State {
  heightCm: number;
  weightKg: number;
  systolic: number;
  diastolic: number;
  heartRate: number;
  totalCholesterol: number;
  hdl: number;
  creatinine: number;
  hba1c: number;
}

const DAY_MS = 86_400_000;

export function* generateSyntheticEntries(options: SyntheticOptions): Generator<BundleEntry> {
  const total = Math.max(1, Math.floor(options.resources));
  const rng = new Prng(options.seed);
  const end = Date.parse(options.endDate ?? '2025-06-30T15:00:00Z');
  const years = options.years ?? 10;
  const start = end - years * 365.25 * DAY_MS;
  let emitted = 0;

  const patientId = rng.uuid();
  const patientRef = `urn:uuid:${patientId}`;
  const given = rng.pick(GIVEN);
  const family = rng.pick(FAMILY);
  const home = rng.pick(CITIES);
  const previous = rng.pick(CITIES);
  const birthYear = rng.int(1945, 1990);
  const patient: Patient = {
    resourceType: 'Patient',
    id: patientId,
    meta: { tag: [SYNTHETIC_TAG] },
    identifier: [{ system: SYNTHETIC_IDENTIFIER_SYSTEM, value: `seed-${options.seed}` }],
    name: [{ use: 'official', family, given: [given] }],
    gender: rng.pick(['female', 'male']),
    birthDate: `${birthYear}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
    address: [
      { use: 'home', line: [`${rng.int(1, 999)} Synthetic Way`], ...home, country: 'US' },
      {
        use: 'old',
        line: [`${rng.int(1, 999)} Former Street`],
        ...previous,
        country: 'US',
        period: { end: '2015-01-01' },
      },
    ],
  };
  yield entry(patient);
  if (++emitted >= total) return;

  const chronic = CHRONIC.filter(() => rng.chance(0.7));
  const allergies = ALLERGIES.filter(() => rng.chance(0.5));
  // Visits follow a fixed pattern (see visitSize) so the number of visits that fills `total` is known up front
  // and the visits spread evenly over the whole history, whatever the size.
  const visits = visitsFor(total - 1 - allergies.length, chronic.length);
  const step = (end - start) / visits;
  const state: State = {
    heightCm: rng.between(155, 190),
    weightKg: rng.between(60, 105),
    systolic: rng.between(112, 142),
    diastolic: rng.between(70, 90),
    heartRate: rng.between(62, 84),
    totalCholesterol: rng.between(160, 235),
    hdl: rng.between(38, 65),
    creatinine: rng.between(0.75, 1.2),
    hba1c: rng.between(5.2, 7.2),
  };

  const emit = function* (resource: ResourceBase): Generator<BundleEntry, boolean> {
    yield entry(resource);
    return ++emitted >= total;
  };

  for (const allergy of allergies) {
    const done = yield* emit({
      resourceType: 'AllergyIntolerance',
      id: rng.uuid(),
      meta: { tag: [SYNTHETIC_TAG] },
      clinicalStatus: {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical', code: 'active' },
        ],
      },
      type: 'allergy',
      category: [allergy.category],
      criticality: rng.pick(['low', 'high']),
      code: {
        coding: [{ system: SNOMED, code: allergy.code, display: allergy.display }],
        text: allergy.display,
      },
      patient: { reference: patientRef },
      recordedDate: iso(start),
    });
    if (done) return;
  }

  for (let v = 0; v < visits; v++) {
    const at = start + step * v + rng.between(0, step * 0.5);
    const when = iso(at);
    drift(rng, state);
    const encounterId = rng.uuid();
    const encounterRef = `urn:uuid:${encounterId}`;
    const acute = hasAcute(v) ? rng.pick(ACUTE) : undefined;
    const label = acute ? 'Encounter for symptom' : 'General examination of patient (procedure)';
    const resources: ResourceBase[] = [
      {
        resourceType: 'Encounter',
        id: encounterId,
        meta: { tag: [SYNTHETIC_TAG] },
        status: 'finished',
        class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB' },
        type: [
          {
            coding: [{ system: SNOMED, code: acute ? '185345009' : '162673000', display: label }],
            text: label,
          },
        ],
        subject: { reference: patientRef },
        period: { start: when, end: iso(at + 30 * 60_000) },
        // Who and where, by turns (no draw from rng: the rest of a seed's patient stays as it was)
        participant: [{ individual: CLINICIANS[v % CLINICIANS.length] }],
        serviceProvider: PRACTICE,
      },
    ];
    const ctx = { rng, patientRef, encounterRef, when };
    const bmi = state.weightKg / (state.heightCm / 100) ** 2;
    resources.push(
      observation(ctx, M.height, state.heightCm),
      // Weight has no fixed normal range; a healthy weight for this height (BMI 18.5-24.9) is the useful band.
      observation(ctx, M.weight, state.weightKg, {
        ...M.weight,
        low: round(18.5 * (state.heightCm / 100) ** 2, 1),
        high: round(24.9 * (state.heightCm / 100) ** 2, 1),
      }),
      observation(ctx, M.bmi, bmi),
      observation(ctx, M.heartRate, state.heartRate + rng.gauss(0, 4)),
      observation(ctx, M.respiratoryRate, rng.gauss(15, 1.5)),
      observation(ctx, v % 2 === 0 ? M.spo2 : M.spo2PulseOx, Math.min(100, rng.gauss(97, 1.2))),
      bloodPressure(ctx, v % 2 === 0 ? LOINC.bpPanel : LOINC.bpPanelSynthea, state),
    );
    const ldl = state.totalCholesterol - state.hdl - 25;
    const lipids = [
      observation(ctx, M.totalCholesterol, state.totalCholesterol),
      observation(ctx, M.hdl, state.hdl),
      observation(ctx, M.ldl, Math.max(40, ldl)),
      observation(ctx, M.triglycerides, rng.gauss(130, 25)),
    ];
    resources.push(...lipids, report(ctx, '57698-3', 'Lipid panel with direct LDL', lipids));
    const chemistry = [
      observation(ctx, v % 2 === 0 ? M.creatinineSerum : M.creatinineBlood, state.creatinine),
      observation(ctx, M.hba1c, state.hba1c),
    ];
    resources.push(...chemistry, report(ctx, '24323-8', 'Comprehensive metabolic panel', chemistry));
    for (const condition of v === 0 ? chronic : []) {
      resources.push(conditionResource(ctx, condition, undefined));
    }
    if (acute) resources.push(conditionResource(ctx, acute, iso(at + rng.int(5, 20) * DAY_MS)));
    const med =
      chronic.length > 0
        ? rng.pick(chronic).med
        : { code: '313782', display: 'Acetaminophen 325 MG Oral Tablet' };
    resources.push(medicationRequest(ctx, med, at > end - 365 * DAY_MS ? 'active' : 'completed'));
    if (hasImmunization(v)) resources.push(immunization(ctx));
    if (hasProcedure(v)) resources.push(procedure(ctx, rng.pick(PROCEDURES), at));
    for (const resource of resources) {
      if (yield* emit(resource)) return;
    }
  }
  // Rounding left a few resources to make: extra medication reconciliations on the last visit day.
  while (emitted < total) {
    const ctx = { rng, patientRef, encounterRef: undefined, when: iso(end) };
    if (yield* emit(procedure(ctx, PROCEDURES[0]!, end))) return;
  }
}

/** The whole bundle as JSON text chunks, for streaming to a file or an HTTP response. */
export function* syntheticBundleChunks(options: SyntheticOptions): Generator<string> {
  yield `{"resourceType":"Bundle","type":"transaction","meta":{"tag":[${JSON.stringify(SYNTHETIC_TAG)}]},"entry":[\n`;
  let first = true;
  for (const e of generateSyntheticEntries(options)) {
    yield (first ? '' : ',\n') + JSON.stringify(e);
    first = false;
  }
  yield '\n]}\n';
}

const hasAcute = (v: number) => v % 8 === 3;
const hasImmunization = (v: number) => v % 3 === 0;
const hasProcedure = (v: number) => v % 2 === 1;

/** Resources of visit v: encounter, 7 vitals, 4 lipids + report, 2 chemistry + report, 1 medication, extras. */
function visitSize(v: number, chronicCount: number): number {
  return (
    17 +
    (v === 0 ? chronicCount : 0) +
    (hasAcute(v) ? 1 : 0) +
    (hasImmunization(v) ? 1 : 0) +
    (hasProcedure(v) ? 1 : 0)
  );
}

function visitsFor(remaining: number, chronicCount: number): number {
  let visits = 0;
  for (let sum = 0; sum < remaining; visits++) sum += visitSize(visits, chronicCount);
  return Math.max(1, visits);
}

interface Ctx {
  rng: Prng;
  patientRef: string;
  encounterRef: string | undefined;
  when: string;
}

function entry(resource: ResourceBase): BundleEntry {
  return {
    fullUrl: `urn:uuid:${resource.id}`,
    resource,
    request: { method: 'POST', url: resource.resourceType },
  };
}

function drift(rng: Prng, s: State): void {
  s.weightKg = clamp(s.weightKg + rng.gauss(0, 0.6), 45, 150);
  s.systolic = clamp(s.systolic + rng.gauss(0, 2), 100, 170);
  s.diastolic = clamp(s.diastolic + rng.gauss(0, 1.5), 60, 105);
  s.heartRate = clamp(s.heartRate + rng.gauss(0, 1), 55, 100);
  s.totalCholesterol = clamp(s.totalCholesterol + rng.gauss(0, 4), 130, 290);
  s.hdl = clamp(s.hdl + rng.gauss(0, 1), 30, 85);
  s.creatinine = clamp(s.creatinine + rng.gauss(0, 0.02), 0.5, 2);
  s.hba1c = clamp(s.hba1c + rng.gauss(0, 0.08), 4.6, 9.5);
}

function quantity(m: Measure, value: number) {
  return { value: round(value, m.decimals), unit: m.unit, system: UCUM_SYSTEM, code: m.unit };
}

function range(m: Measure) {
  if (m.low === undefined && m.high === undefined) return undefined;
  return [
    {
      ...(m.low !== undefined
        ? { low: { value: m.low, unit: m.unit, system: UCUM_SYSTEM, code: m.unit } }
        : {}),
      ...(m.high !== undefined
        ? { high: { value: m.high, unit: m.unit, system: UCUM_SYSTEM, code: m.unit } }
        : {}),
    },
  ];
}

function observationBase(ctx: Ctx, category: string, code: string, display: string): Observation {
  return {
    resourceType: 'Observation',
    id: ctx.rng.uuid(),
    meta: { tag: [SYNTHETIC_TAG] },
    status: 'final',
    category: [{ coding: [{ system: OBS_CATEGORY, code: category, display: category }] }],
    code: { coding: [{ system: LOINC_SYSTEM, code, display }], text: display },
    subject: { reference: ctx.patientRef },
    ...(ctx.encounterRef ? { encounter: { reference: ctx.encounterRef } } : {}),
    effectiveDateTime: ctx.when,
    issued: ctx.when,
  };
}

function observation(ctx: Ctx, m: Measure, value: number, rangeOf: Measure = m): Observation {
  const obs = observationBase(ctx, m.category, m.code, m.display);
  obs.valueQuantity = quantity(m, value);
  const rr = range(rangeOf);
  if (rr) obs.referenceRange = rr;
  return obs;
}

function bloodPressure(ctx: Ctx, panel: string, s: State): Observation {
  const obs = observationBase(ctx, 'vital-signs', panel, 'Blood pressure panel with all children optional');
  const systolic = s.systolic + ctx.rng.gauss(0, 5);
  const diastolic = Math.min(systolic - 25, s.diastolic + ctx.rng.gauss(0, 3));
  obs.component = [M.systolic, M.diastolic].map((m) => ({
    code: { coding: [{ system: LOINC_SYSTEM, code: m.code, display: m.display }], text: m.display },
    valueQuantity: quantity(m, m === M.systolic ? systolic : diastolic),
    referenceRange: range(m)!,
  }));
  return obs;
}

function report(ctx: Ctx, code: string, display: string, results: Observation[]): ResourceBase {
  return {
    resourceType: 'DiagnosticReport',
    id: ctx.rng.uuid(),
    meta: { tag: [SYNTHETIC_TAG] },
    status: 'final',
    category: [
      {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: 'LAB', display: 'Laboratory' },
        ],
      },
    ],
    code: { coding: [{ system: LOINC_SYSTEM, code, display }], text: display },
    subject: { reference: ctx.patientRef },
    encounter: { reference: ctx.encounterRef },
    effectiveDateTime: ctx.when,
    issued: ctx.when,
    result: results.map((r) => ({ reference: `urn:uuid:${r.id}`, display: (r.code.text as string) ?? '' })),
  };
}

function conditionResource(
  ctx: Ctx,
  c: { code: string; display: string },
  abatement: string | undefined,
): ResourceBase {
  return {
    resourceType: 'Condition',
    id: ctx.rng.uuid(),
    meta: { tag: [SYNTHETIC_TAG] },
    clinicalStatus: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/condition-clinical',
          code: abatement ? 'resolved' : 'active',
        },
      ],
    },
    code: { coding: [{ system: SNOMED, code: c.code, display: c.display }], text: c.display },
    subject: { reference: ctx.patientRef },
    encounter: { reference: ctx.encounterRef },
    onsetDateTime: ctx.when,
    recordedDate: ctx.when,
    ...(abatement ? { abatementDateTime: abatement } : {}),
  };
}

function medicationRequest(ctx: Ctx, med: { code: string; display: string }, status: string): ResourceBase {
  return {
    resourceType: 'MedicationRequest',
    id: ctx.rng.uuid(),
    meta: { tag: [SYNTHETIC_TAG] },
    status,
    intent: 'order',
    medicationCodeableConcept: {
      coding: [{ system: RXNORM, code: med.code, display: med.display }],
      text: med.display,
    },
    subject: { reference: ctx.patientRef },
    encounter: { reference: ctx.encounterRef },
    authoredOn: ctx.when,
    dosageInstruction: [{ text: 'Take one tablet by mouth daily' }],
  };
}

function immunization(ctx: Ctx): ResourceBase {
  return {
    resourceType: 'Immunization',
    id: ctx.rng.uuid(),
    meta: { tag: [SYNTHETIC_TAG] },
    status: 'completed',
    vaccineCode: {
      coding: [{ system: CVX, code: '140', display: 'Influenza, seasonal, injectable, preservative free' }],
      text: 'Influenza, seasonal, injectable, preservative free',
    },
    patient: { reference: ctx.patientRef },
    encounter: { reference: ctx.encounterRef },
    occurrenceDateTime: ctx.when,
    primarySource: true,
  };
}

function procedure(ctx: Ctx, p: { code: string; display: string }, at: number): ResourceBase {
  return {
    resourceType: 'Procedure',
    id: ctx.rng.uuid(),
    meta: { tag: [SYNTHETIC_TAG] },
    status: 'completed',
    code: { coding: [{ system: SNOMED, code: p.code, display: p.display }], text: p.display },
    subject: { reference: ctx.patientRef },
    ...(ctx.encounterRef ? { encounter: { reference: ctx.encounterRef } } : {}),
    performedPeriod: { start: iso(at), end: iso(at + 15 * 60_000) },
  };
}

function iso(ms: number): string {
  return new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function round(v: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(v * f) / f;
}

function clamp(v: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, v));
}
