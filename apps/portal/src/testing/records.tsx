import { http, type HttpHandler } from 'msw';
import type {
  DataPullProcessStatus,
  DataPullStatus,
  Gatepass,
  MedicationList,
  MedicationSummary,
  RecordItem,
  RecordsPage,
  RecordsSummary,
  Timeline,
  TrendResponse,
} from '@portal/contract';
import { RECORD_CATEGORIES, TREND_REFERENCE_RANGES } from '@portal/contract';
import { failWith, ok, pending } from './msw';

/** Test and story fixtures for the records screens: sample data and the MSW handlers of each screen state. */

export function pullStatus(overrides: Partial<DataPullStatus> = {}): DataPullStatus {
  return {
    pull_id: 'pull-1',
    state: 'succeeded',
    started_at: '2026-11-20T10:00:00.000Z',
    completed_at: '2026-11-20T10:01:00.000Z',
    last_updated_at: '2026-11-20T10:01:00.000Z',
    sources: [
      {
        source: 'sample',
        state: 'succeeded',
        attempts: 1,
        error: null,
        fetched: 120,
        stored: 120,
        failed: 0,
        removed: 0,
        resource_types: [
          { resource_type: 'Encounter', fetched: 40, stored: 40, failed: 0, removed: 0 },
          { resource_type: 'MedicationRequest', fetched: 20, stored: 20, failed: 0, removed: 0 },
          { resource_type: 'Observation', fetched: 60, stored: 60, failed: 0, removed: 0 },
        ],
        updated_at: '2026-11-20T10:01:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** An "update health record" after which the source no longer had some records: they were removed. */
export const updatedPullWithRemovals = (): DataPullStatus =>
  pullStatus({
    sources: [
      {
        source: 'sample',
        state: 'succeeded',
        attempts: 1,
        error: null,
        fetched: 118,
        stored: 118,
        failed: 0,
        removed: 3,
        resource_types: [
          { resource_type: 'Encounter', fetched: 40, stored: 40, failed: 0, removed: 0 },
          { resource_type: 'MedicationRequest', fetched: 18, stored: 18, failed: 0, removed: 2 },
          { resource_type: 'Observation', fetched: 60, stored: 60, failed: 0, removed: 1 },
        ],
        updated_at: '2026-11-21T09:00:00.000Z',
      },
    ],
  });

/** [PULL-3] A pull after which three of the source's resources could not be read, each for its reason. */
export const pullWithUnstored = (): DataPullStatus =>
  pullStatus({
    sources: [
      {
        ...pullStatus().sources[0]!,
        stored: 117,
        failed: 3,
        resource_types: [
          { resource_type: 'Encounter', fetched: 40, stored: 40, failed: 0, removed: 0, failed_reasons: [] },
          {
            resource_type: 'Observation',
            fetched: 60,
            stored: 58,
            failed: 2,
            removed: 0,
            failed_reasons: [
              { reason: 'missing_id', count: 1 },
              { reason: 'unreadable', count: 1 },
            ],
          },
          {
            resource_type: 'Condition',
            fetched: 20,
            stored: 19,
            failed: 1,
            removed: 0,
            failed_reasons: [{ reason: 'entered_in_error', count: 1 }],
          },
        ],
      },
    ],
  });

export const runningPull = (stored: number, fetched: number): DataPullStatus =>
  pullStatus({
    state: 'running',
    completed_at: null,
    last_updated_at: null,
    sources: [
      {
        source: 'sample',
        state: 'running',
        attempts: 1,
        error: null,
        fetched,
        stored,
        failed: 0,
        removed: 0,
        resource_types: [{ resource_type: 'Observation', fetched, stored, failed: 0, removed: 0 }],
        updated_at: '2026-11-20T10:00:30.000Z',
      },
    ],
  });

export const failedPull = (): DataPullStatus =>
  pullStatus({
    state: 'failed',
    last_updated_at: null,
    sources: [
      {
        source: 'fhir',
        state: 'failed',
        attempts: 5,
        error: 'SOURCE_UNAVAILABLE',
        fetched: 0,
        stored: 0,
        failed: 0,
        removed: 0,
        resource_types: [],
        updated_at: '2026-11-20T10:05:00.000Z',
      },
    ],
  });

/**
 * The authorization was revoked (or expired) while the pull was under way: the source's job was refused when it
 * ran, as the server checks the gates again then.
 */
export const refusedPull = (): DataPullStatus => {
  const failed = failedPull();
  return {
    ...failed,
    sources: failed.sources.map((s) => ({ ...s, attempts: 1, error: 'HIPAA_AUTHORIZATION_NOT_CURRENT' })),
  };
};

/** A source matched two people: the pull waits for a person to check which one is the patient. */
export const reviewPull = (): DataPullStatus =>
  pullStatus({
    state: 'review',
    last_updated_at: null,
    sources: [{ ...failedPull().sources[0]!, state: 'review', attempts: 1, error: 'MATCH_REVIEW' }],
  });

export const processStatus = (
  counts: Partial<Record<DataPullProcessStatus['categories'][number]['category'], number>> = {},
) =>
  ({
    pull_id: 'pull-1',
    state: 'succeeded',
    fetched: 120,
    processed: 120,
    failed: 0,
    percent: 100,
    categories: RECORD_CATEGORIES.map((category) => ({ category, count: counts[category] ?? 0 })),
  }) satisfies DataPullProcessStatus;

export const recordsSummary = (
  counts: Partial<Record<RecordsSummary['categories'][number]['category'], number>> = {},
): RecordsSummary => ({
  categories: RECORD_CATEGORIES.map((category) => ({
    category,
    count: counts[category] ?? 0,
    last_date: counts[category] ? '2024-05-02T10:00:00.000Z' : null,
  })),
});

export const onboardedGatepass: Gatepass = {
  phone_verified: true,
  identity: { status: 'verified', method: 'sandbox' },
  hipaa_signed: true,
  primary_address: true,
  data_pull: { state: 'succeeded' },
  next_step: 'home',
} as unknown as Gatepass;

export function recordItem(overrides: Partial<RecordItem> = {}): RecordItem {
  return {
    id: 'r1',
    category: 'observations',
    type: 'vital-signs',
    code: '8867-4',
    code_system: 'http://loinc.org',
    display: 'Heart rate',
    status: 'final',
    date: '2024-03-01T09:00:00.000Z',
    end_date: null,
    value: 72,
    value_text: null,
    unit: '/min',
    reference_range: { low: 60, high: 100, unit: '/min', text: null },
    source: 'sample',
    source_resource_id: 'obs-1',
    ...overrides,
  };
}

/**
 * [PROF-7] A weight, a height and a fever as sources send them (kg, cm, °C), the fever with its range: shown in lb,
 * ft and in, °F to a patient reading US units, as they came to one reading metric.
 */
export const bodyMeasures = (): RecordItem[] => [
  recordItem({
    id: 'w',
    code: '29463-7',
    display: 'Body Weight',
    value: 70,
    unit: 'kg',
    reference_range: null,
  }),
  recordItem({
    id: 'h',
    code: '8302-2',
    display: 'Body Height',
    value: 170,
    unit: 'cm',
    reference_range: null,
  }),
  recordItem({
    id: 't',
    code: '8310-5',
    display: 'Body temperature',
    value: 37.9,
    unit: 'Cel',
    reference_range: { low: 36.1, high: 37.2, unit: 'Cel', text: null },
  }),
];

/** [PROF-7] One weighing in kg with a range: 177.5 lb within 110.2 – 220.5 lb in US units. */
export const weightInKilograms: TrendResponse = trendResponse(
  'WEIGHT',
  [['2026-10-01T09:00:00.000Z', 80.5]],
  {
    unit: 'kg',
    reference_range: { low: 50, high: 100, unit: 'kg', text: null },
  },
);

/** Lab results in the value forms a real EHR sends besides a number (US Core's shapes). */
export const valueFormItems = (): RecordItem[] => [
  recordItem({
    id: 'v1',
    type: 'laboratory',
    display: 'Glucose [Mass/volume] in Serum or Plasma',
    value: null,
    unit: null,
    reference_range: null,
    value_absent: 'not-performed',
  }),
  recordItem({
    id: 'v2',
    type: 'laboratory',
    display: 'Potassium [Moles/volume] in Serum or Plasma',
    value: null,
    unit: null,
    reference_range: null,
    value_absent: 'Specimen haemolysed',
  }),
  recordItem({
    id: 'v3',
    type: 'laboratory',
    display: 'Protein [Mass/volume] in Urine',
    value: null,
    unit: null,
    reference_range: null,
    value_text: '< 5 mg/dL',
  }),
  recordItem({
    id: 'v4',
    type: 'laboratory',
    display: 'Pregnancy status',
    value: null,
    unit: null,
    reference_range: null,
    value_boolean: false,
  }),
  recordItem({
    id: 'v5',
    type: 'laboratory',
    display: 'CBC panel - Blood by Automated count',
    value: null,
    unit: null,
    reference_range: null,
    value_absent: 'panel',
  }),
  recordItem({
    id: 'v6',
    type: 'laboratory',
    display: 'Oxygen saturation',
    value: 95,
    unit: '%',
    reference_range: null,
    value_text: 'Inhaled oxygen flow rate: 6 liters/min',
  }),
];

/** A blood-pressure reading: one record of two numbers, the diastolic above its range. */
export const bloodPressureItem = (): RecordItem =>
  recordItem({
    id: 'bp1',
    code: '85354-9',
    display: 'Blood pressure panel',
    value: null,
    unit: null,
    reference_range: null,
    source_resource_id: 'obs-bp-1',
    components: [
      {
        code: '8480-6',
        display: 'Systolic blood pressure',
        value: 118,
        value_text: null,
        unit: 'mm[Hg]',
        reference_range: { low: 90, high: 120, unit: 'mm[Hg]', text: null },
      },
      {
        code: '8462-4',
        display: 'Diastolic blood pressure',
        value: 86,
        value_text: null,
        unit: 'mm[Hg]',
        reference_range: { low: 60, high: 80, unit: 'mm[Hg]', text: null },
      },
    ],
  });

/** Conditions as the server orders them: the current problems, then the resolved ones. */
export const conditionItems = (): RecordItem[] =>
  (
    [
      ['c1', 'Hypertension', 'active', '2015-07-30T12:19:05.000Z', null],
      ['c2', 'Diabetes', 'active', '2015-07-30T12:19:05.000Z', null],
      ['c3', 'Common cold', 'resolved', '2025-01-21T13:11:11.000Z', '2025-02-08T13:11:11.000Z'],
    ] as const
  ).map(([id, display, status, date, end]) =>
    recordItem({
      id,
      category: 'conditions',
      type: 'problem-list-item',
      code: null,
      code_system: 'http://snomed.info/sct',
      display,
      status,
      date,
      end_date: end,
      value: null,
      unit: null,
      reference_range: null,
      source_resource_id: `cond-${id}`,
    }),
  );

/** One medication of the Medications list; a current lisinopril by default. */
export function medicationSummary(overrides: Partial<MedicationSummary> = {}): MedicationSummary {
  return {
    code: '314076',
    code_system: 'http://www.nlm.nih.gov/research/umls/rxnorm',
    name: 'Lisinopril 10 MG Oral Tablet',
    status: 'active',
    current: true,
    dose: 'Take one tablet by mouth daily',
    prescriber: 'Dr. Maya Okafor',
    since: '2016-03-14T09:00:00.000Z',
    last_date: '2025-05-02T09:00:00.000Z',
    fills: 3,
    id: 'm1',
    source: 'sample',
    ...overrides,
  };
}

/** Two medications taken now (simvastatin prescribed years ago among them) and one taken before. */
export const medicationList = (): MedicationList => ({
  current: [
    medicationSummary(),
    medicationSummary({
      code: '312961',
      name: 'Simvastatin 10 MG Oral Tablet',
      dose: 'Take one tablet by mouth at bedtime',
      prescriber: 'Dr. Luis Herrera',
      since: '2019-02-01T10:00:00.000Z',
      last_date: '2021-03-01T10:00:00.000Z',
      fills: 1,
      id: 'm2',
    }),
  ],
  past: [
    medicationSummary({
      code: '308182',
      name: 'Amoxicillin 250 MG Oral Capsule',
      status: 'completed',
      current: false,
      dose: 'Take one capsule three times a day for 10 days',
      prescriber: null,
      since: '2024-01-10T10:00:00.000Z',
      last_date: '2024-01-10T10:00:00.000Z',
      fills: 1,
      id: 'm3',
    }),
  ],
});

/** A medication's fills, newest first: the records of its code. */
export const medicationFills = (code: string): RecordItem[] =>
  ['2025-05-02', '2024-05-02', '2023-05-02'].map((day, index) =>
    recordItem({
      id: `fill-${code}-${index}`,
      category: 'medications',
      type: null,
      code,
      code_system: 'http://www.nlm.nih.gov/research/umls/rxnorm',
      display: 'Lisinopril 10 MG Oral Tablet',
      status: index === 0 ? 'active' : 'completed',
      date: `${day}T09:00:00.000Z`,
      value: null,
      unit: null,
      reference_range: null,
      source_resource_id: `fill-${index}`,
    }),
  );

export const recordsPage = (items: RecordItem[], overrides: Partial<RecordsPage> = {}): RecordsPage => ({
  category: items[0]?.category ?? 'observations',
  page: 1,
  page_size: 50,
  total: items.length,
  items,
  ...overrides,
});

/** A deterministic timeline of `size` entries, alternating medications and encounters one day apart. */
export function makeTimeline(size: number, start = Date.UTC(2025, 0, 1)): Timeline {
  const medications: Timeline[0]['medications'] = [];
  const encounters: Timeline[1]['encounters'] = [];
  for (let i = 0; i < size; i += 1) {
    const date = new Date(start - i * 86_400_000).toISOString();
    if (i % 2 === 0) {
      medications.push({
        id: `m${i}`,
        name: `Medication ${i}`,
        code: String(1000 + i),
        status: 'active',
        date,
        source: 'sample',
      });
    } else {
      encounters.push({
        id: `e${i}`,
        name: `Visit ${i}`,
        class: i % 3 === 0 ? 'EMER' : 'AMB',
        status: 'finished',
        date,
        end_date: date,
        clinician: i % 2 === 0 ? `Dr. Clinician ${i}` : null,
        place: 'Sample Clinic',
        source: 'sample',
      });
    }
  }
  return [{ medications }, { encounters }];
}

export const demoTimeline: Timeline = [
  {
    medications: [
      {
        id: 'm1',
        name: 'Lisinopril 10 MG Oral Tablet',
        code: '314076',
        status: 'active',
        date: '2024-05-02T10:00:00.000Z',
        source: 'sample',
      },
      {
        id: 'm2',
        name: 'Metformin 500 MG Oral Tablet',
        code: '860975',
        status: 'stopped',
        date: '2021-02-10T10:00:00.000Z',
        source: 'sample',
      },
    ],
  },
  {
    encounters: [
      {
        id: 'e1',
        name: 'General examination',
        class: 'AMB',
        status: 'finished',
        date: '2024-05-02T09:00:00.000Z',
        end_date: '2024-05-02T09:30:00.000Z',
        clinician: 'Dr. Ana Lee',
        place: 'Springfield Family Clinic',
        source: 'sample',
      },
      {
        id: 'e2',
        name: 'Emergency room admission',
        class: 'EMER',
        status: 'finished',
        date: '2022-08-15T22:00:00.000Z',
        end_date: '2022-08-16T03:00:00.000Z',
        clinician: null,
        place: 'Springfield General Hospital',
        source: 'sample',
      },
    ],
  },
];

export function trendResponse(
  category: string,
  values: [string, number][],
  extra: Partial<TrendResponse> = {},
): TrendResponse {
  return {
    category,
    kind: ['CHOLH', 'CHOLL', 'CHOLT', 'CREAT', 'HbA1c'].includes(category) ? 'labs' : 'vitals',
    unit: null,
    reference_range: null,
    data: values.map(([date, value]) => ({ date, value, unit: null, loinc: 'x', source: 'sample' })),
    ...extra,
  };
}

/** Lab results with a range in every form it arrives in (issue 24): each is flagged and printed one way. */
export const everyRangeForm: RecordItem[] = (
  [
    ['r1', 'Hemoglobin A1c (high only)', 6.8, null, '%', { low: null, high: 5.6, text: null }],
    ['r2', 'eGFR (low only)', 45, null, 'mL/min', { low: 60, high: null, text: null }],
    ['r3', 'Creatinine (low and high)', 1, null, 'mg/dL', { low: 0.6, high: 1.3, text: null }],
    ['r4', 'Glucose (text "<100")', 100, null, 'mg/dL', { low: null, high: null, text: '<100' }],
    ['r5', 'HDL (text "≥40")', 52, null, 'mg/dL', { low: null, high: null, text: '≥40' }],
    ['r6', 'Occult blood (words)', null, 'Positive', null, { low: null, high: null, text: 'Negative' }],
  ] as const
).map(([id, display, value, value_text, unit, range]) =>
  recordItem({
    id,
    display,
    value,
    value_text,
    unit,
    type: 'laboratory',
    reference_range: { ...range, unit },
  }),
);

/**
 * The HbA1c trend after the at-home kit: earlier readings in range, the kit's 6.8 % with the lab's "≤ 5.6 %"
 * (a range with no low side), as the server answers it (issue 24).
 */
export const hba1cAfterKit: TrendResponse = trendResponse(
  'HbA1c',
  [
    ['2023-03-01T09:00:00.000Z', 5.2],
    ['2024-03-01T09:00:00.000Z', 5.4],
    ['2025-03-01T09:00:00.000Z', 5.5],
    ['2026-11-20T09:00:00.000Z', 6.8],
  ],
  { unit: '%', reference_range: { low: null, high: 5.6, unit: '%', text: null } },
);

/** Handlers for a patient whose records are in: every records endpoint answers with the given data. */
export function filledHandlers(): HttpHandler[] {
  return [
    http.get('*/v1/patient/gatepass', () => ok(onboardedGatepass)),
    http.get('*/v1/datapull/status', () => ok(pullStatus())),
    http.get('*/v1/datapull/process/status', () =>
      ok(processStatus({ medications: 20, encounters: 40, observations: 60, conditions: 5 })),
    ),
    http.get('*/v1/patient/records/summary', () =>
      ok(recordsSummary({ medications: 20, encounters: 40, observations: 60, conditions: 5 })),
    ),
    http.get('*/v1/patient/records/medications', () => ok(medicationList())),
    http.get('*/v1/patient/records', ({ request }) => {
      const url = new URL(request.url);
      if ((url.searchParams.get('category') ?? 'timeline') === 'timeline') return ok(demoTimeline);
      const category = url.searchParams.get('category') as RecordItem['category'];
      const type = url.searchParams.get('type');
      const code = url.searchParams.get('code');
      if (category === 'medications' && code) return ok(recordsPage(medicationFills(code)));
      const items =
        category === 'medications'
          ? [
              recordItem({
                id: 'm1',
                category,
                type: null,
                display: 'Lisinopril 10 MG Oral Tablet',
                value: null,
                unit: null,
                reference_range: null,
                status: 'active',
              }),
            ]
          : type === 'laboratory'
            ? [
                recordItem({
                  id: 'l1',
                  type,
                  code: '2093-3',
                  display: 'Total cholesterol',
                  value: 212,
                  unit: 'mg/dL',
                  reference_range: { low: null, high: 200, unit: 'mg/dL', text: null },
                }),
              ]
            : category === 'conditions'
              ? conditionItems()
              : type === 'vital-signs'
                ? [recordItem({ category, type }), bloodPressureItem()]
                : [recordItem({ category, type })];
      return ok(recordsPage(items));
    }),
    http.get('*/v1/patient/trends/:kind/:category', ({ params, request }) => {
      const category = String(params.category);
      const withCategory = new URL(request.url).searchParams.get('with');
      const values: [string, number][] = [
        ['2023-01-10T09:00:00.000Z', 120],
        ['2024-01-10T09:00:00.000Z', 128],
      ];
      if (category === 'BPRES') {
        return ok({
          ...trendResponse(category, values, {
            unit: 'mm[Hg]',
            reference_range: TREND_REFERENCE_RANGES.BPRES,
          }),
          data: values.map(([date, value]) => ({
            date,
            value,
            systolic: value,
            diastolic: value - 40,
            unit: 'mm[Hg]',
            loinc: '8480-6',
            source: 'sample',
          })),
        });
      }
      return ok(
        trendResponse(
          category,
          values,
          withCategory ? { related: [trendResponse(withCategory, [['2024-01-10T09:00:00.000Z', 55]])] } : {},
        ),
      );
    }),
  ];
}

const recordsEndpoints = [
  '*/v1/patient/records',
  '*/v1/patient/records/medications',
  '*/v1/patient/records/summary',
  '*/v1/patient/trends/:kind/:category',
] as const;

/** Every records read waits forever: the loading state. The pull itself is done. */
export function loadingHandlers(): HttpHandler[] {
  return [
    http.get('*/v1/patient/gatepass', () => ok(onboardedGatepass)),
    http.get('*/v1/datapull/status', () => ok(pullStatus())),
    ...recordsEndpoints.map((path) => pending('get', path)),
  ];
}

/** Every records read fails: the error state. */
export function errorHandlers(): HttpHandler[] {
  return [
    http.get('*/v1/patient/gatepass', () => ok(onboardedGatepass)),
    http.get('*/v1/datapull/status', () => ok(pullStatus())),
    ...recordsEndpoints.map((path) =>
      http.get(path, () => failWith(503, 'RECORDS_UNAVAILABLE - Your records are not available right now.')),
    ),
  ];
}

/** A patient whose pull found nothing: the empty state. */
export function emptyHandlers(): HttpHandler[] {
  return [
    http.get('*/v1/patient/gatepass', () => ok(onboardedGatepass)),
    http.get('*/v1/datapull/status', () => ok(pullStatus({ sources: [] }))),
    http.get('*/v1/datapull/process/status', () => ok(processStatus())),
    http.get('*/v1/patient/records/summary', () => ok(recordsSummary())),
    http.get('*/v1/patient/records/medications', () => ok({ current: [], past: [] })),
    http.get('*/v1/patient/records', ({ request }) => {
      const category = new URL(request.url).searchParams.get('category') ?? 'timeline';
      if (category === 'timeline') return ok([{ medications: [] }, { encounters: [] }]);
      return ok(recordsPage([], { category: category as RecordItem['category'] }));
    }),
    http.get('*/v1/patient/trends/:kind/:category', ({ params }) =>
      ok(trendResponse(String(params.category), [])),
    ),
  ];
}
