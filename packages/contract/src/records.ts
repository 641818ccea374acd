import { z } from 'zod';
import { DATA_PULL_STATES } from './gatepass.js';
import { isIsoDate } from './onboarding.js';
import { RECORD_CATEGORIES, type TrendCategory } from './record-categories.js';

/*
 * Health records: the data pull, the normalised records, the timeline and the trends.
 * Response shapes are the `content` of the /v1 envelope.
 */

// ---------------------------------------------------------------------------------------------------------
// Record sources (the categories are in record-categories.ts)
// ---------------------------------------------------------------------------------------------------------

export const RECORD_SOURCES = ['sample', 'fhir'] as const;
export type RecordSourceName = (typeof RECORD_SOURCES)[number];

// ---------------------------------------------------------------------------------------------------------
// Reads: /v1/patient/records, the timeline, the trends
// ---------------------------------------------------------------------------------------------------------

const isoDate = z.string().describe('ISO 8601 date-time, UTC');

export const referenceRangeSchema = z.object({
  low: z.number().nullable(),
  high: z.number().nullable(),
  unit: z.string().nullable(),
  text: z.string().nullable(),
});
export type ReferenceRange = z.infer<typeof referenceRangeSchema>;

/** One reading of an observation that holds several (a blood pressure: systolic and diastolic). */
export const recordComponentSchema = z.object({
  code: z.string().nullable(),
  display: z.string().nullable(),
  value: z.number().nullable(),
  value_text: z.string().nullable(),
  /** An observation whose value is yes or no (FHIR valueBoolean). */
  value_boolean: z.boolean().nullable().optional(),
  /**
   * Why an observation has no value: a code of `RECORD_VALUE_ABSENT_REASONS` (the HL7 data-absent-reason codes and
   * the portal's own), or the source's own words when it gave no known code. Null when there is a value.
   */
  value_absent: z.string().nullable().optional(),
  unit: z.string().nullable(),
  reference_range: referenceRangeSchema.nullable(),
});
export type RecordComponent = z.infer<typeof recordComponentSchema>;

/**
 * One record of any category: one source resource. Observation fields are null for the other categories; an
 * observation of several readings has them in `components` (its own value is then null).
 */
export const recordItemSchema = recordComponentSchema.extend({
  id: z.string(),
  category: z.enum(RECORD_CATEGORIES),
  /** Sub-type within the category: observation category (vital-signs, laboratory…), encounter class, … */
  type: z.string().nullable(),
  code_system: z.string().nullable(),
  status: z.string().nullable(),
  date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  components: z.array(recordComponentSchema).optional(),
  source: z.string(),
  source_resource_id: z.string(),
});
export type RecordItem = z.infer<typeof recordItemSchema>;

/** A calendar day that exists (2021-02-30 does not). */
const isoDay = z.string().refine(isIsoDate, { message: 'date_invalid' });

export const recordsQuerySchema = z.object({
  /** One of RECORD_CATEGORIES, or "timeline" (the default). */
  category: z.string().optional(),
  /** The sub-type (see RecordItem.type); for the timeline: medication or encounter. */
  type: z.string().max(64).optional(),
  /** YYYY-MM-DD, inclusive. */
  date_from: isoDay.optional(),
  /** YYYY-MM-DD, inclusive. */
  date_to: isoDay.optional(),
  /** Search text in the display name. */
  q: z.string().max(100).optional(),
  /** Only the records of this code (e.g. one medication's fills, by its RxNorm code). */
  code: z.string().max(64).optional(),
  page: z.coerce.number().int().min(1).optional(),
  page_size: z.coerce.number().int().min(1).max(500).optional(),
});
export type RecordsQuery = z.infer<typeof recordsQuerySchema>;

export const recordsPageSchema = z.object({
  category: z.enum(RECORD_CATEGORIES),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
  items: z.array(recordItemSchema),
});
export type RecordsPage = z.infer<typeof recordsPageSchema>;

export const timelineMedicationSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  code: z.string().nullable(),
  status: z.string().nullable(),
  date: isoDate.nullable(),
  source: z.string(),
});
export type TimelineMedication = z.infer<typeof timelineMedicationSchema>;

export const timelineEncounterSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  class: z.string().nullable(),
  status: z.string().nullable(),
  date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  /** Who the patient saw and where, as the source named them (null when it did not). */
  clinician: z.string().nullable(),
  place: z.string().nullable(),
  source: z.string(),
});
export type TimelineEncounter = z.infer<typeof timelineEncounterSchema>;

/** The timeline as the spec reads it: medications from the first element, encounters from the second. */
export const timelineSchema = z.tuple([
  z.object({ medications: z.array(timelineMedicationSchema) }),
  z.object({ encounters: z.array(timelineEncounterSchema) }),
]);
export type Timeline = z.infer<typeof timelineSchema>;

/**
 * One medication: its records (prescriptions and refills, "fills") grouped by code, as the latest says it is.
 * `current` is `isCurrentMedication` over the latest record.
 */
export const medicationSummarySchema = z.object({
  /** The code its fills share (RxNorm), null when the source sent none (then grouped by name). */
  code: z.string().nullable(),
  code_system: z.string().nullable(),
  name: z.string().nullable(),
  status: z.string().nullable(),
  current: z.boolean(),
  /** How to take it, as the latest prescription says (dosageInstruction text). */
  dose: z.string().nullable(),
  /** Who prescribed the latest, as the source named them (the requester, else the visit's clinician). */
  prescriber: z.string().nullable(),
  /** The first fill's date. */
  since: isoDate.nullable(),
  /** The latest fill's date. */
  last_date: isoDate.nullable(),
  fills: z.number().int(),
  /** The latest record's id, and its source. */
  id: z.string(),
  source: z.string(),
});
export type MedicationSummary = z.infer<typeof medicationSummarySchema>;

/** The Medications list: what the patient takes now, then what they took before, newest first in each. */
export const medicationListSchema = z.object({
  current: z.array(medicationSummarySchema),
  past: z.array(medicationSummarySchema),
});
export type MedicationList = z.infer<typeof medicationListSchema>;

/** Counts per category, for My Health's category list. */
export const recordsSummarySchema = z.object({
  categories: z.array(
    z.object({ category: z.enum(RECORD_CATEGORIES), count: z.number().int(), last_date: isoDate.nullable() }),
  ),
});
export type RecordsSummary = z.infer<typeof recordsSummarySchema>;

export const trendPointSchema = z.object({
  date: isoDate,
  /** The plotted value; for blood pressure the systolic value. */
  value: z.number(),
  unit: z.string().nullable(),
  loinc: z.string(),
  source: z.string(),
  /** Blood pressure only: both readings of one measurement. */
  systolic: z.number().optional(),
  diastolic: z.number().optional(),
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

export const trendSeriesSchema = z.object({
  category: z.string(),
  kind: z.enum(['vitals', 'labs']),
  unit: z.string().nullable(),
  data: z.array(trendPointSchema),
  /** Normal range for the chart band; blood pressure has `components` for systolic and diastolic. */
  reference_range: referenceRangeSchema
    .extend({ components: z.record(z.string(), referenceRangeSchema).optional() })
    .nullable(),
});
export type TrendSeries = z.infer<typeof trendSeriesSchema>;

const band = (low: number | null, high: number | null, unit: string): ReferenceRange => ({
  low,
  high,
  unit,
  text: null,
});

/**
 * Adult reference ranges, one per plotted series: the server answers with them when the source sent none
 * (Synthea sends none), and the portal's chart shades exactly what the server answered. Blood pressure has a
 * band per reading in `components`; its top level is the systolic band, as `value` is the systolic reading.
 * LDL & HDL read CHOLL and CHOLH, a band each.
 */
export const TREND_REFERENCE_RANGES: Record<TrendCategory, TrendSeries['reference_range']> = {
  BMI: band(18.5, 24.9, 'kg/m2'),
  HRTRT: band(60, 100, '/min'),
  BPRES: {
    ...band(90, 120, 'mm[Hg]'),
    components: { systolic: band(90, 120, 'mm[Hg]'), diastolic: band(60, 80, 'mm[Hg]') },
  },
  BLOXY: band(95, 100, '%'),
  RESRT: band(12, 20, '/min'),
  WEIGHT: null,
  CHOLH: band(40, null, 'mg/dL'),
  CHOLL: band(null, 100, 'mg/dL'),
  CHOLT: band(null, 200, 'mg/dL'),
  CREAT: band(0.6, 1.3, 'mg/dL'),
  HbA1c: band(null, 5.6, '%'),
};

/**
 * A trend response. `related` holds the series asked for with `?with=` (e.g. CHOLL?with=CHOLH gives LDL and HDL
 * in one response, on the same dates, for the "LDL & HDL" view).
 */
export const trendResponseSchema = trendSeriesSchema.extend({
  related: z.array(trendSeriesSchema).optional(),
});
export type TrendResponse = z.infer<typeof trendResponseSchema>;

export const trendQuerySchema = z.object({
  /** Another trend of the same kind to return alongside, e.g. CHOLL?with=CHOLH. */
  with: z.string().optional(),
  date_from: isoDay.optional(),
  date_to: isoDay.optional(),
});
export type TrendQuery = z.infer<typeof trendQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// The data pull: /v1/datapull/*
// ---------------------------------------------------------------------------------------------------------

/** The pull's states are the gatepass `data_pull.state` values (`processing` is not used by the pull itself). */
export const PULL_STATES = DATA_PULL_STATES;
export type PullState = (typeof PULL_STATES)[number];

export const dataPullInitRequestSchema = z.object({
  /** Re-pull even when a completed pull exists ("update health record"). */
  refresh: z.boolean().optional(),
});
export type DataPullInitRequest = z.infer<typeof dataPullInitRequestSchema>;

/**
 * Why a resource a source sent did not become a record: it has no id to keep it by (`missing_id`), the source
 * withdrew it as never true (`entered_in_error`), or its content is not FHIR the import can read (`unreadable`).
 */
export const DROP_REASONS = ['missing_id', 'entered_in_error', 'unreadable'] as const;
export type DropReason = (typeof DROP_REASONS)[number];

export const resourceTypeProgressSchema = z.object({
  resource_type: z.string(),
  fetched: z.number().int(),
  stored: z.number().int(),
  failed: z.number().int(),
  /** Resources a re-pull removed because the source no longer has them. */
  removed: z.number().int(),
  /** The `failed` resources by reason (their counts add up to `failed`). */
  failed_reasons: z.array(z.object({ reason: z.enum(DROP_REASONS), count: z.number().int() })).optional(),
});
export type ResourceTypeProgress = z.infer<typeof resourceTypeProgressSchema>;

export const sourceProgressSchema = z.object({
  source: z.string(),
  state: z.enum(PULL_STATES),
  attempts: z.number().int(),
  /** Localised-free error code of the last failure, e.g. "SOURCE_UNAVAILABLE", or MATCH_REVIEW. */
  error: z.string().nullable(),
  /** What `error` means for the patient, in their language (null when it has no patient-facing text). */
  message: z.string().nullable().optional(),
  fetched: z.number().int(),
  stored: z.number().int(),
  failed: z.number().int(),
  removed: z.number().int(),
  resource_types: z.array(resourceTypeProgressSchema),
  updated_at: isoDate.nullable(),
});
export type SourceProgress = z.infer<typeof sourceProgressSchema>;

export const dataPullStatusSchema = z.object({
  pull_id: z.string().nullable(),
  state: z.enum(PULL_STATES),
  started_at: isoDate.nullable(),
  completed_at: isoDate.nullable(),
  /** When the records were last brought up to date (the last succeeded pull). */
  last_updated_at: isoDate.nullable(),
  sources: z.array(sourceProgressSchema),
});
export type DataPullStatus = z.infer<typeof dataPullStatusSchema>;

/** Normalisation progress: rows stored per category out of the resources fetched. */
export const dataPullProcessStatusSchema = z.object({
  pull_id: z.string().nullable(),
  state: z.enum(PULL_STATES),
  fetched: z.number().int(),
  processed: z.number().int(),
  failed: z.number().int(),
  percent: z.number().min(0).max(100),
  categories: z.array(z.object({ category: z.enum(RECORD_CATEGORIES), count: z.number().int() })),
});
export type DataPullProcessStatus = z.infer<typeof dataPullProcessStatusSchema>;

/** Completion callback from a record source (signed when it comes from outside). */
export const dataPullSuccessRequestSchema = z.object({
  /** The source's id for this event: a second delivery of it changes nothing (retries are safe, replays void). */
  event_id: z.string().min(8).max(128),
  job_id: z.uuid({ message: 'id_invalid' }),
});
export type DataPullSuccessRequest = z.infer<typeof dataPullSuccessRequestSchema>;

export const dataPullErrorRequestSchema = z.object({
  event_id: z.string().min(8).max(128),
  job_id: z.uuid({ message: 'id_invalid' }),
  code: z.string().max(64),
  retryable: z.boolean().optional(),
});
export type DataPullErrorRequest = z.infer<typeof dataPullErrorRequestSchema>;
