import { z } from 'zod';
import { LAB_KIT_TYPES } from './lab-orders.js';
import { RECORD_CATEGORIES } from './record-categories.js';
import {
  CLOSING_RECORDS,
  EVIDENCE_SOURCES,
  INSIGHT_REASONS,
  INSIGHT_RULE_CODES,
  INSIGHT_STATUSES,
} from './insight-rules.js';

/*
 * Insights: care gaps the server finds in a patient's normalised records by evidence-based rules (USPSTF
 * recommendations, HEDIS measures). Each gap says whether it is open, closed or does not apply, which record
 * decided that, why it applies, what closes it and what the patient can do. The rules' fixed facts (evidence,
 * ages, look-back window, kit) live in insight-rules.ts, so the server decides with them and the portal explains
 * with them.
 */

/** What an open insight offers the patient. */
export const insightActionSchema = z.discriminatedUnion('kind', [
  /** Order an at-home kit: the portal links to /home/lab-kits/order?insight=<id>. */
  z.object({ kind: z.literal('order_kit'), kit_type: z.enum(LAB_KIT_TYPES) }),
  z.object({ kind: z.literal('talk_to_clinician') }),
  /** A vaccine at a pharmacy or clinic. */
  z.object({ kind: z.literal('get_vaccine') }),
]);
export type InsightAction = z.infer<typeof insightActionSchema>;

const day = z.string().describe('YYYY-MM-DD');

/** The record that decided an insight's status (the last closing record, or the condition it is for). */
export const decidingRecordSchema = z.object({
  kind: z.enum(RECORD_CATEGORIES),
  /** ISO 8601 date-time of the record. */
  date: z.string().nullable(),
  display: z.string().nullable(),
  code: z.string().nullable(),
  /** A reading's value, when it is one (HbA1c %, systolic mmHg…). */
  value: z.number().nullable(),
  unit: z.string().nullable(),
  /** A blood pressure reading's diastolic partner (`value` is its systolic). */
  diastolic: z.number().nullable(),
  /** The normal range the result was read against (the record's own, else the rule's); either end may be open. */
  range: z.object({ low: z.number().nullable(), high: z.number().nullable() }).nullable(),
  /** Where the result lies against that range; null when within it or not a result. */
  flag: z.enum(['high', 'low']).nullable(),
});
export type DecidingRecord = z.infer<typeof decidingRecordSchema>;

/** One insight in the list (`patient_screeners`). */
export const insightSchema = z.object({
  id: z.string(),
  rule: z.enum(INSIGHT_RULE_CODES),
  status: z.enum(INSIGHT_STATUSES),
  reason: z.enum(INSIGHT_REASONS),
  /** Open: when it fell (or falls) due; closed: when it is due again; not applicable: null. */
  due_date: day.nullable(),
  /** Offered while open; null once closed or not applicable. */
  action: insightActionSchema.nullable(),
  decided_by: decidingRecordSchema.nullable(),
  /** ISO 8601: when the rules last ran over this patient's records. */
  computed_at: z.string(),
});
export type Insight = z.infer<typeof insightSchema>;

/** `GET /v1/patient/insights` content. */
export const insightsResponseSchema = z.object({ patient_screeners: z.array(insightSchema) });
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;

/** `GET /v1/patient/insights/:insightId` content: the insight with why it applies and what closes it. */
export const insightDetailsSchema = insightSchema.extend({
  evidence: z.object({ source: z.enum(EVIDENCE_SOURCES), measure: z.string(), url: z.string() }),
  applies_to: z.object({
    ages: z.object({ min: z.number().int(), max: z.number().int().nullable() }),
    sex: z.enum(['female', 'male']).nullable(),
    for_condition: z.enum(['diabetes', 'hypertension']).nullable(),
  }),
  /** The patient's facts the rule read: age in years, sex assigned at birth, and the condition record it is for. */
  patient: z.object({
    age: z.number().int().nullable(),
    sex: z.enum(['female', 'male']).nullable(),
    condition: decidingRecordSchema.nullable(),
  }),
  closes_with: z.object({
    records: z.array(z.enum(CLOSING_RECORDS)),
    look_back_months: z.number().int(),
  }),
  /** What the rule offers when open, whatever the status now (closed insights show what it would be). */
  offered_action: insightActionSchema,
});
export type InsightDetails = z.infer<typeof insightDetailsSchema>;

export const insightParamsSchema = z.object({ insightId: z.uuid({ message: 'id_invalid' }) });
export type InsightParams = z.infer<typeof insightParamsSchema>;
