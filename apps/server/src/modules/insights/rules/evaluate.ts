import {
  INSIGHT_RULES,
  type InsightReason,
  type InsightRuleCode,
  type InsightStatus,
  type RecordCategory,
} from '@portal/contract';
import { DIABETES, HYPERTENSION } from './codes.js';

/*
 * What every rule reads and answers, and the steps most of them share: whom it applies to (age, sex, a
 * condition, an exclusion), then whether a closing record falls inside its look-back window. Pure: the caller
 * passes today's date.
 */

/** One normalised record, as the rules read it. */
export interface ClinicalRecord {
  kind: RecordCategory;
  /** The source resource's id: a blood-pressure panel's systolic and diastolic rows share it. */
  resource_id: string;
  code: string | null;
  display: string | null;
  status: string | null;
  /** ISO 8601 date-time. */
  date: string | null;
  end_date: string | null;
  value: number | null;
  /** A result the source wrote as text ("<5.7", "6.8 %", "see comment"); read by the contract's one reading. */
  value_text: string | null;
  unit: string | null;
  /** A result's normal range as its source gave it; either end may be missing (HbA1c "≤ 5.6 %"), or words. */
  ref_low: number | null;
  ref_high: number | null;
  ref_text: string | null;
}

/** What a record that is not a result carries of one. */
export const NO_RESULT = {
  value: null,
  value_text: null,
  unit: null,
  ref_low: null,
  ref_high: null,
  ref_text: null,
} satisfies Partial<ClinicalRecord>;

/** A record as an insight names it: a result with the range it was read against, a reading with both values. */
export interface DecidingRecord extends ClinicalRecord {
  diastolic?: number | null;
  range?: { low: number | null; high: number | null } | null;
  flag?: 'high' | 'low' | null;
}

export interface PatientRecords {
  /** YYYY-MM-DD */
  today: string;
  /** Whole years, from the account's date of birth. */
  age: number;
  /** Sex assigned at birth, as the patient or a record source stated it; null when neither did. */
  sex: 'female' | 'male' | null;
  records: readonly ClinicalRecord[];
}

export interface RuleOutcome {
  status: InsightStatus;
  reason: InsightReason;
  /** The record that decided the status: the last closing record, or what ruled the patient out. */
  decided_by: DecidingRecord | null;
  /** The condition record the rule is for, when it is for one. */
  condition: ClinicalRecord | null;
  /** YYYY-MM-DD: when an open gap fell due, or when a closed one is due again. */
  due_date: string | null;
}

export type Rule = (patient: PatientRecords) => RuleOutcome;

/** Records of these kinds and codes, or that the predicate accepts. */
export interface RecordMatch {
  kind: RecordCategory;
  codes?: ReadonlySet<string>;
  test?: (record: ClinicalRecord) => boolean;
}

/** A kind of record that closes a gap, for this many months after its date. */
export interface Closer extends RecordMatch {
  months: number;
}

const day = (iso: string) => iso.slice(0, 10);

/** YYYY-MM-DD plus whole months, clamped to the month's last day (Jan 31 + 1 month is Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = day(date).split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Whole years between a birth date and a day. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = day(birthDate).split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = day(today).split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * Whether a record is one a rule asks for. A diagnosis the source ruled out (`refuted`) is nobody's condition: it
 * neither makes a gap apply nor excludes one, whatever clinical status came with it.
 */
export const matches = (record: ClinicalRecord, match: RecordMatch) =>
  record.kind === match.kind &&
  record.status !== 'refuted' &&
  (match.codes ? record.code !== null && match.codes.has(record.code) : true) &&
  (match.test ? match.test(record) : true);

const byDateDesc = (a: ClinicalRecord, b: ClinicalRecord) => (b.date ?? '').localeCompare(a.date ?? '');

/** The newest dated record that matches, if any. */
export function latest(patient: PatientRecords, match: RecordMatch): ClinicalRecord | null {
  return patient.records.filter((r) => r.date !== null && matches(r, match)).sort(byDateDesc)[0] ?? null;
}

const INACTIVE_CONDITION = new Set(['resolved', 'inactive', 'remission']);

/** The newest condition of these codes that has not resolved. */
export function activeCondition(patient: PatientRecords, codes: ReadonlySet<string>): ClinicalRecord | null {
  return latest(patient, {
    kind: 'conditions',
    codes,
    test: (r) => r.end_date === null && !INACTIVE_CONDITION.has(r.status ?? ''),
  });
}

/** Not applicable, for the reason given, decided by a record when one did. */
const notApplicable = (reason: InsightReason, decidedBy: ClinicalRecord | null = null): RuleOutcome => ({
  status: 'not_applicable',
  reason,
  decided_by: decidedBy,
  condition: null,
  due_date: null,
});

/** Whether it applies depends on the sex assigned at birth, which nobody stated: the patient is asked. */
const needsSex: RuleOutcome = {
  status: 'needs_answer',
  reason: 'sex_unknown',
  decided_by: null,
  condition: null,
  due_date: null,
};

/** The conditions a rule can be for, by the name the contract gives them. */
const CONDITIONS = { diabetes: DIABETES, hypertension: HYPERTENSION } as const;

/**
 * Whom the rule applies to, from its facts in the contract: the ages (inclusive), the sex assigned at birth, the
 * condition it is for, and any record that excludes the patient. Answers the outcome when it does not apply (or
 * cannot be known without asking the patient), else the condition found.
 */
export function eligibility(
  code: InsightRuleCode,
  patient: PatientRecords,
  exclusions: readonly RecordMatch[] = [],
): { outcome: RuleOutcome } | { condition: ClinicalRecord | null } {
  const facts = INSIGHT_RULES[code];
  if (patient.age < facts.ages.min || (facts.ages.max !== null && patient.age > facts.ages.max))
    return { outcome: notApplicable('age') };
  if (facts.sex !== null && patient.sex !== null && patient.sex !== facts.sex)
    return { outcome: notApplicable('sex') };
  let condition: ClinicalRecord | null = null;
  if (facts.for_condition !== null) {
    condition = activeCondition(patient, CONDITIONS[facts.for_condition]);
    if (!condition) return { outcome: notApplicable('no_condition') };
  }
  for (const exclusion of exclusions) {
    const excluding = latest(patient, exclusion);
    if (excluding) return { outcome: notApplicable('excluded', excluding) };
  }
  // Last, so that what the records already settle (age, a mastectomy) is never asked.
  if (facts.sex !== null && patient.sex === null) return { outcome: needsSex };
  return { condition };
}

/** The closing record with the latest due date, and that due date. */
export function bestCloser(
  patient: PatientRecords,
  closers: readonly Closer[],
): { record: ClinicalRecord; due: string } | null {
  let best: { record: ClinicalRecord; due: string } | null = null;
  for (const closer of closers) {
    const record = latest(patient, closer);
    if (!record?.date) continue;
    const due = addMonths(record.date, closer.months);
    if (!best || due > best.due) best = { record, due };
  }
  return best;
}

/**
 * The usual rule: applies to whom its facts say, closed while a closing record is inside its window, else open
 * (out of date since the last one fell due, or never done: due today).
 */
export function screening(
  code: InsightRuleCode,
  patient: PatientRecords,
  options: {
    closers: readonly Closer[];
    exclusions?: readonly RecordMatch[];
  },
): RuleOutcome {
  const eligible = eligibility(code, patient, options.exclusions);
  if ('outcome' in eligible) return eligible.outcome;
  const closer = bestCloser(patient, options.closers);
  const closed = closer !== null && closer.due > patient.today;
  return {
    status: closed ? 'closed' : 'open',
    reason: closed ? 'done_in_window' : closer ? 'out_of_date' : 'never_done',
    decided_by: closer?.record ?? null,
    condition: eligible.condition,
    due_date: closer?.due ?? patient.today,
  };
}

/** The rule's own look-back window, from the contract. */
export const lookBack = (code: InsightRuleCode) => INSIGHT_RULES[code].look_back_months;
