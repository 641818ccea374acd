import { randomUUID } from 'node:crypto';
import {
  INSIGHT_REASONS,
  INSIGHT_RULE_CODES,
  INSIGHT_RULES,
  INSIGHT_STATUSES,
  type DecidingRecord as InsightDecidingRecord,
  type Insight,
  type InsightDetails,
  type InsightsResponse,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { RangeFacts } from '../../fhir/normalise.js';
import { notFound } from '../../http/errors.js';
import { readGates } from '../gatepass/service.js';
import { readGender } from '../profile/service.js';
import * as q from './queries.js';
import { OBSERVATION_CODES } from './rules/codes.js';
import { ageOn, RULES, type DecidingRecord } from './rules/index.js';

/*
 * Insights: every rule run over a patient's normalised records, stored one row per rule. They are recomputed
 * when a record pull completes and when a lab result is filed (the lab orders call recomputeInsights), once a
 * day by the scheduled job `insights.recompute`, and on the first read of a new day, since a gap can fall due
 * with no new record.
 */

export interface InsightsDeps {
  db: Db | Kysely<Database>;
  now?: () => Date;
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Runs every rule over the patient's records and stores the outcomes (the insights keep their ids). Answers the
 * rules whose gap has just opened (not open before), so a care reminder can say a new one is there.
 */
export async function recomputeInsights(deps: InsightsDeps, patientId: string): Promise<string[]> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const birthDate = await q.findPatientBirthDate(db, patientId);
  if (!birthDate) return [];
  const [records, sex, before] = await Promise.all([
    q.readClinicalRecords(db, patientId, OBSERVATION_CODES),
    patientSex(deps, patientId),
    q.listInsightRows(db, patientId),
  ]);
  const patient = { today: today(now), age: ageOn(birthDate, today(now)), sex, records };
  const outcomes = INSIGHT_RULE_CODES.map((rule) => ({ rule, outcome: RULES[rule](patient) }));
  const openBefore = new Set(before.filter((row) => row.status === 'open').map((row) => row.rule));
  await q.upsertInsights(
    db,
    outcomes.map(({ rule, outcome }) => {
      return {
        id: randomUUID(),
        patient_id: patientId,
        rule,
        status: outcome.status,
        reason: outcome.reason,
        due_date: outcome.due_date,
        decided_by: json(outcome.decided_by),
        condition: json(outcome.condition),
        age: patient.age,
        sex,
        computed_at: now,
      };
    }),
  );
  return outcomes
    .filter(({ rule, outcome }) => outcome.status === 'open' && !openBefore.has(rule))
    .map((o) => o.rule);
}

/** The scheduled job that recomputes every patient's insights once a day. */
export const DAILY_RECOMPUTE_JOB = 'insights.recompute';

/**
 * The daily recompute: a gap can fall due with no new record, so every patient whose insights were computed
 * before today (UTC) gets them computed again. Idempotent: a second run the same day, or an instance taking over
 * one that died half-way, finds only the patients not yet done. Answers how many were recomputed.
 */
export async function recomputeStaleInsights(deps: InsightsDeps): Promise<number> {
  const startOfDay = new Date(`${today(deps.now?.() ?? new Date())}T00:00:00Z`);
  const patients = await q.patientsComputedBefore(deps.db, startOfDay);
  for (const patientId of patients) await recomputeInsights(deps, patientId);
  return patients.length;
}

/**
 * The sex assigned at birth the sex-specific screenings read: what the patient stated in their profile (they
 * know best), else what their record sources state as birth sex; null when neither says, and the screenings
 * ask. Never the administrative sex or the gender identity: a trans man who has a cervix is still offered
 * cervical screening, and gender identity only says how the portal addresses the patient.
 */
async function patientSex(
  deps: Pick<InsightsDeps, 'db'>,
  patientId: string,
): Promise<'female' | 'male' | null> {
  const { sex_at_birth } = await readGender({ db: deps.db, now: () => new Date() }, { patientId });
  return sex_at_birth === 'female' || sex_at_birth === 'male'
    ? sex_at_birth
    : q.findRecordSex(deps.db, patientId);
}

/**
 * What a range for a sex or an age band is read by: the same sex assigned at birth the screenings read, and the
 * birth date.
 */
export async function readRangeFacts(deps: Pick<InsightsDeps, 'db'>, patientId: string): Promise<RangeFacts> {
  const [sex, birthDate] = await Promise.all([
    patientSex(deps, patientId),
    q.findPatientBirthDate(deps.db, patientId),
  ]);
  return { sex, birthDate };
}

/** A record source stated the patient's sex assigned at birth (US Core birth sex); null states nothing. */
export async function noteRecordSex(
  deps: Pick<InsightsDeps, 'db'>,
  input: { patientId: string; source: string; sex: 'female' | 'male' | null },
): Promise<void> {
  if (input.sex === null) return;
  await q.upsertRecordSex(deps.db, { patient_id: input.patientId, source: input.source, sex: input.sex });
}

/**
 * The patient's insights, open first (soonest due first), then closed, then those that do not apply. Computed
 * on first read once the records are in (a pull finished before insights existed), and again each new day.
 */
export async function listInsights(
  deps: InsightsDeps,
  { patientId }: { patientId: string },
): Promise<InsightsResponse> {
  const rows = await currentRows(deps, patientId);
  return { patient_screeners: rows.sort(byStatusThenDue).map(toInsight) };
}

/** One insight with why it applies, what closes it and its evidence; 404 unless it is the patient's. */
export async function insightDetails(
  deps: InsightsDeps,
  { patientId, insightId }: { patientId: string; insightId: string },
): Promise<InsightDetails> {
  await currentRows(deps, patientId);
  const row = await q.findInsightRow(deps.db, patientId, insightId);
  if (!row) throw notFound();
  const insight = toInsight(row);
  const facts = INSIGHT_RULES[insight.rule];
  return {
    ...insight,
    evidence: facts.evidence,
    applies_to: { ages: facts.ages, sex: facts.sex, for_condition: facts.for_condition },
    patient: { age: row.age, sex: row.sex, condition: deciding(row.condition) },
    closes_with: { records: [...facts.closed_by], look_back_months: facts.look_back_months },
    offered_action: facts.action,
  };
}

async function currentRows(deps: InsightsDeps, patientId: string): Promise<q.InsightRow[]> {
  const rows = await q.listInsightRows(deps.db, patientId);
  const day = today(deps.now?.() ?? new Date());
  // A new day can make a gap due; a sex stated in the profile since changes which screenings apply; a rule or a
  // reason added since the rows were written (an upgrade) needs them written again.
  const stale =
    rows.length > 0 &&
    (rows.length < INSIGHT_RULE_CODES.length ||
      rows.some((r) => today(r.computed_at) < day || !KNOWN_REASONS.has(r.reason)) ||
      rows[0]!.sex !== (await patientSex(deps, patientId)));
  const firstRead = rows.length === 0 && (await readGates(deps, { patientId })).dataPullState === 'succeeded';
  if (!stale && !firstRead) return rows;
  await recomputeInsights(deps, patientId);
  return q.listInsightRows(deps.db, patientId);
}

const KNOWN_REASONS = new Set<string>(INSIGHT_REASONS);

function byStatusThenDue(a: q.InsightRow, b: q.InsightRow): number {
  const status = INSIGHT_STATUSES.indexOf(a.status) - INSIGHT_STATUSES.indexOf(b.status);
  if (status !== 0) return status;
  return (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999') || a.rule.localeCompare(b.rule);
}

function toInsight(row: q.InsightRow): Insight {
  const rule = row.rule as Insight['rule'];
  return {
    id: row.id,
    rule,
    status: row.status,
    reason: row.reason as Insight['reason'],
    due_date: row.due_date,
    action: row.status === 'open' ? INSIGHT_RULES[rule].action : null,
    decided_by: deciding(row.decided_by),
    computed_at: row.computed_at.toISOString(),
  };
}

/** What the patient is shown of a record: never its source JSON. */
function deciding(value: unknown): InsightDecidingRecord | null {
  if (!value) return null;
  const r = (typeof value === 'string' ? JSON.parse(value) : value) as Partial<InsightDecidingRecord>;
  return {
    kind: r.kind!,
    date: r.date ?? null,
    display: r.display ?? null,
    code: r.code ?? null,
    value: r.value ?? null,
    unit: r.unit ?? null,
    diastolic: r.diastolic ?? null,
    range: r.range ?? null,
    flag: r.flag ?? null,
  };
}

const json = (record: DecidingRecord | null) => (record ? JSON.stringify(record) : null);
