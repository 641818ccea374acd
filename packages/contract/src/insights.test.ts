import { describe, expect, it } from 'vitest';
import { INSIGHT_RULE_CODES, INSIGHT_RULES } from './insight-rules.js';
import { insightDetailsSchema, insightParamsSchema, insightsResponseSchema } from './insights.js';

describe('the insight rules table', () => {
  it.each(INSIGHT_RULE_CODES)('[HOME-1] %s names its evidence and a sane age range', (code) => {
    const rule = INSIGHT_RULES[code];
    expect(rule.evidence.measure).not.toBe('');
    expect(rule.evidence.url).toMatch(/^https:\/\//);
    expect(rule.ages.max === null || rule.ages.max > rule.ages.min).toBe(true);
    expect(rule.closed_by.length).toBeGreaterThan(0);
  });
});

describe('the insights responses', () => {
  const insight = {
    id: '6f1c3c1e-6f5b-4c43-9d55-3b7c1b8e2a10',
    rule: 'hba1c_monitoring',
    status: 'open',
    reason: 'out_of_date',
    due_date: '2026-06-30',
    action: { kind: 'order_kit', kit_type: 'hba1c' },
    decided_by: {
      kind: 'observations',
      date: '2025-06-30T15:00:00.000Z',
      display: 'Hemoglobin A1c',
      code: '4548-4',
      value: 7.1,
      unit: '%',
      diastolic: null,
      range: { low: null, high: 5.6 },
      flag: 'high',
    },
    computed_at: '2026-11-25T12:00:00.000Z',
  };

  it('[HOME-1] lists insights as patient_screeners', () => {
    expect(insightsResponseSchema.parse({ patient_screeners: [insight] }).patient_screeners).toHaveLength(1);
  });

  it('[HOME-1] refuses an action that offers a kit nobody makes', () => {
    const bad = { ...insight, action: { kind: 'order_kit', kit_type: 'dna' } };
    expect(insightsResponseSchema.safeParse({ patient_screeners: [bad] }).success).toBe(false);
  });

  it('[HOME-1] details say whom it applies to and what closes it', () => {
    const details = {
      ...insight,
      evidence: INSIGHT_RULES.hba1c_monitoring.evidence,
      applies_to: { ages: { min: 18, max: 75 }, sex: null, for_condition: 'diabetes' },
      patient: { age: 58, sex: 'male', condition: null },
      closes_with: { records: ['hba1c_result'], look_back_months: 12 },
      offered_action: { kind: 'order_kit', kit_type: 'hba1c' },
    };
    expect(insightDetailsSchema.parse(details).closes_with.look_back_months).toBe(12);
  });

  it.each(['1', 'not-a-uuid', '../insights'])('[HOME-1] refuses the insight id %j', (insightId) => {
    expect(insightParamsSchema.safeParse({ insightId }).success).toBe(false);
  });
});
