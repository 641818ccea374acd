import { http, type HttpHandler } from 'msw';
import { INSIGHT_RULES, type Insight, type InsightDetails } from '@portal/contract';
import { failWith, ok, pending } from './msw';

/** Test and story fixtures for the insights screens: sample care gaps and the MSW handlers of each state. */

const computed = '2026-11-25T09:00:00.000Z';

export const hba1cOverdue: Insight = {
  id: '0d6f2d6a-1f0e-4b8e-9a52-2b1c0e6e0a01',
  rule: 'hba1c_monitoring',
  status: 'open',
  reason: 'out_of_date',
  due_date: '2026-05-20',
  action: { kind: 'order_kit', kit_type: 'hba1c' },
  decided_by: {
    kind: 'observations',
    date: '2025-05-20T19:54:31.000Z',
    display: 'Hemoglobin A1c/Hemoglobin.total in Blood',
    code: '4548-4',
    value: 6.9,
    unit: '%',
    diastolic: null,
    range: { low: 4, high: 5.6 },
    flag: 'high',
  },
  computed_at: computed,
};

export const colorectalNeverDone: Insight = {
  id: '0d6f2d6a-1f0e-4b8e-9a52-2b1c0e6e0a02',
  rule: 'colorectal_cancer_screening',
  status: 'open',
  reason: 'never_done',
  due_date: '2026-11-25',
  action: { kind: 'order_kit', kit_type: 'fit' },
  decided_by: null,
  computed_at: computed,
};

export const bloodPressureHigh: Insight = {
  id: '0d6f2d6a-1f0e-4b8e-9a52-2b1c0e6e0a03',
  rule: 'blood_pressure_control',
  status: 'open',
  reason: 'above_goal',
  due_date: '2026-11-25',
  action: { kind: 'talk_to_clinician' },
  decided_by: {
    kind: 'observations',
    date: '2026-09-14T10:00:00.000Z',
    display: 'Systolic blood pressure',
    code: '8480-6',
    value: 146,
    unit: 'mm[Hg]',
    diastolic: 92,
    range: null,
    flag: null,
  },
  computed_at: computed,
};

export const fluOverdue: Insight = {
  id: '0d6f2d6a-1f0e-4b8e-9a52-2b1c0e6e0a04',
  rule: 'influenza_vaccine',
  status: 'open',
  reason: 'out_of_date',
  due_date: '2026-11-01',
  action: { kind: 'get_vaccine' },
  decided_by: {
    kind: 'immunizations',
    date: '2025-10-02T10:00:00.000Z',
    display: 'Influenza, seasonal, injectable, preservative free',
    code: '140',
    value: null,
    unit: null,
    diastolic: null,
    range: null,
    flag: null,
  },
  computed_at: computed,
};

export const lipidsUpToDate: Insight = {
  id: '0d6f2d6a-1f0e-4b8e-9a52-2b1c0e6e0a05',
  rule: 'cholesterol_screening',
  status: 'closed',
  reason: 'done_in_window',
  due_date: '2030-06-11',
  action: null,
  decided_by: {
    kind: 'observations',
    date: '2025-06-11T22:06:58.000Z',
    display: 'Cholesterol [Mass/volume] in Serum or Plasma',
    code: '2093-3',
    value: 187,
    unit: 'mg/dL',
    diastolic: null,
    range: null,
    flag: null,
  },
  computed_at: computed,
};

/** A statin taken now: its latest record is active, though it was prescribed long ago (the demo's). */
export const statinCurrent: Insight = {
  id: '0d6f2d6a-1f0e-4b8e-9a52-2b1c0e6e0a06',
  rule: 'statin_therapy',
  status: 'closed',
  reason: 'statin_current',
  due_date: null,
  action: null,
  decided_by: {
    kind: 'medications',
    date: '2024-05-20T19:54:31.000Z',
    display: 'Simvastatin 10 MG Oral Tablet',
    code: '316672',
    value: null,
    unit: null,
    diastolic: null,
    range: null,
    flag: null,
  },
  computed_at: computed,
};

export const cervicalNotApplicable: Insight = {
  id: '0d6f2d6a-1f0e-4b8e-9a52-2b1c0e6e0a07',
  rule: 'cervical_cancer_screening',
  status: 'not_applicable',
  reason: 'sex',
  due_date: null,
  action: null,
  decided_by: null,
  computed_at: computed,
};

export const kidneyNotApplicable: Insight = {
  id: '0d6f2d6a-1f0e-4b8e-9a52-2b1c0e6e0a08',
  rule: 'kidney_health_evaluation',
  status: 'not_applicable',
  reason: 'no_condition',
  due_date: null,
  action: null,
  decided_by: null,
  computed_at: computed,
};

/** Breast and cervical screening when nobody stated the sex assigned at birth: they ask, never assume. */
export const breastNeedsAnswer: Insight = {
  id: '0d6f2d6a-1f0e-4b8e-9a52-2b1c0e6e0a09',
  rule: 'breast_cancer_screening',
  status: 'needs_answer',
  reason: 'sex_unknown',
  due_date: null,
  action: null,
  decided_by: null,
  computed_at: computed,
};
export const cervicalNeedsAnswer: Insight = {
  ...breastNeedsAnswer,
  id: '0d6f2d6a-1f0e-4b8e-9a52-2b1c0e6e0a10',
  rule: 'cervical_cancer_screening',
};

/** The kit's HbA1c, 6.8 % against "≤ 5.6 %": the test is done, the result is above the normal range. */
const kitHba1c = {
  kind: 'observations',
  date: '2026-11-20T14:00:00.000Z',
  display: 'Hemoglobin A1c/Hemoglobin.total in Blood',
  code: '4548-4',
  value: 6.8,
  unit: '%',
  diastolic: null,
  range: { low: null, high: 5.6 },
  flag: 'high',
} as const;
export const hba1cDoneOutOfRange: Insight = {
  id: '0d6f2d6a-1f0e-4b8e-9a52-2b1c0e6e0a11',
  rule: 'hba1c_monitoring',
  status: 'closed',
  reason: 'done_out_of_range',
  due_date: '2027-11-20',
  action: null,
  decided_by: kitHba1c,
  computed_at: computed,
};
export const hba1cControlAboveNormal: Insight = {
  id: '0d6f2d6a-1f0e-4b8e-9a52-2b1c0e6e0a12',
  rule: 'hba1c_control',
  status: 'closed',
  reason: 'at_goal_above_range',
  due_date: '2027-11-20',
  action: null,
  decided_by: kitHba1c,
  computed_at: computed,
};
export const bloodPressureAtGoal: Insight = {
  ...bloodPressureHigh,
  status: 'closed',
  reason: 'at_goal',
  due_date: '2027-09-14',
  action: null,
  decided_by: { ...bloodPressureHigh.decided_by!, value: 128, diastolic: 78 },
};

/** The Screenings tab when the sex assigned at birth is not known. */
export const sexUnknownInsights: Insight[] = [
  colorectalNeverDone,
  breastNeedsAnswer,
  cervicalNeedsAnswer,
  lipidsUpToDate,
];

/** The Care tab after the HbA1c kit: monitoring done with the result out of range, control under goal. */
export const resultOutOfRangeInsights: Insight[] = [
  bloodPressureHigh,
  hba1cDoneOutOfRange,
  hba1cControlAboveNormal,
  statinCurrent,
  kidneyNotApplicable,
];

/** Several due, some up to date, some not applicable: in the server's order (due first, soonest first). */
export const mixedInsights: Insight[] = [
  hba1cOverdue,
  fluOverdue,
  colorectalNeverDone,
  bloodPressureHigh,
  statinCurrent,
  lipidsUpToDate,
  cervicalNotApplicable,
  kidneyNotApplicable,
];

/** Nothing due: only up-to-date and not-applicable insights. */
export const noneDueInsights: Insight[] = [
  statinCurrent,
  lipidsUpToDate,
  cervicalNotApplicable,
  kidneyNotApplicable,
];

/** An insight's details, as the server answers them: the contract's facts of its rule and the patient's. */
export function detailsOf(
  insight: Insight,
  patient: Partial<InsightDetails['patient']> = {},
): InsightDetails {
  const facts = INSIGHT_RULES[insight.rule];
  return {
    ...insight,
    evidence: facts.evidence,
    applies_to: { ages: facts.ages, sex: facts.sex, for_condition: facts.for_condition },
    patient: {
      age: 58,
      sex: insight.reason === 'sex_unknown' ? null : 'female',
      condition: facts.for_condition
        ? {
            kind: 'conditions',
            date: '2016-03-02T10:00:00.000Z',
            display: facts.for_condition === 'diabetes' ? 'Diabetes' : 'Hypertension',
            code: facts.for_condition === 'diabetes' ? '44054006' : '38341003',
            value: null,
            unit: null,
            diastolic: null,
            range: null,
            flag: null,
          }
        : null,
      ...patient,
    },
    closes_with: { records: [...facts.closed_by], look_back_months: facts.look_back_months },
    offered_action: facts.action,
  };
}

export const disclaimerKeyPattern = '*/v1/patient/gatepass/property';

/**
 * The insights reads: the list, each insight's details (404 for an id not in the list, as the server answers
 * another patient's), and the disclaimer flag, which a PUT sets.
 */
export function insightsHandlers({
  insights = mixedInsights,
  acknowledged = true,
}: { insights?: Insight[]; acknowledged?: boolean } = {}): HttpHandler[] {
  let flag = acknowledged;
  return [
    http.get('*/v1/patient/insights', () => ok({ patient_screeners: insights })),
    http.get('*/v1/patient/insights/:insightId', ({ params }) => {
      const insight = insights.find((i) => i.id === params.insightId);
      return insight ? ok(detailsOf(insight)) : failWith(404, 'NOT_FOUND - We could not find that.');
    }),
    http.get(disclaimerKeyPattern, () => ok({ properties: { insights_disclaimer_acknowledged: flag } })),
    http.put(disclaimerKeyPattern, () => {
      flag = true;
      return ok({ properties: { insights_disclaimer_acknowledged: true } });
    }),
  ];
}

export const insightsLoadingHandlers = (): HttpHandler[] => [
  pending('get', '*/v1/patient/insights'),
  pending('get', '*/v1/patient/insights/:insightId'),
  http.get(disclaimerKeyPattern, () => ok({ properties: { insights_disclaimer_acknowledged: true } })),
];

export const insightsErrorHandlers = (): HttpHandler[] => [
  http.get('*/v1/patient/insights', () => failWith(500, 'INTERNAL - Something went wrong on our side.')),
  http.get('*/v1/patient/insights/:insightId', () =>
    failWith(500, 'INTERNAL - Something went wrong on our side.'),
  ),
  http.get(disclaimerKeyPattern, () => ok({ properties: { insights_disclaimer_acknowledged: true } })),
];
