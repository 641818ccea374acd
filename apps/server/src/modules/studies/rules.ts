import { endOfDayIn, type CatalogueStudy, type MatchReason } from '@portal/contract';

/** What the matching rule knows of a patient: their age and the SNOMED codes their records list. */
export interface PatientFacts {
  ageYears: number;
  conditionCodes: ReadonlySet<string>;
}

/** Whole years between a 'YYYY-MM-DD' birth date and `today` (UTC). */
export function ageInYears(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/**
 * Suggests a study [STUDY-1] when the patient's age is in its range and their records list one of its conditions
 * (or, for a study of healthy volunteers with no condition, on age alone). The reasons say what was matched;
 * they never claim eligibility — the study team decides who can take part.
 */
export function matchStudy(
  study: Pick<CatalogueStudy, 'conditions' | 'eligibility'>,
  patient: PatientFacts,
): { suggested: boolean; reasons: MatchReason[] } {
  const { minimum_age_years: min, maximum_age_years: max, healthy_volunteers } = study.eligibility;
  const ageFits = (min === null || patient.ageYears >= min) && (max === null || patient.ageYears <= max);
  if (!ageFits) return { suggested: false, reasons: [] };
  const conditions = study.conditions
    .filter((condition) => condition.snomed.some((code) => patient.conditionCodes.has(code)))
    .map((condition) => ({ kind: 'condition' as const, condition: condition.name }));
  const onAgeAlone = healthy_volunteers && study.conditions.length === 0;
  if (conditions.length === 0 && !onAgeAlone) return { suggested: false, reasons: [] };
  return {
    suggested: true,
    reasons: [...conditions, { kind: 'age', minimum_age_years: min, maximum_age_years: max }],
  };
}

/** The first day a consent shares records from: `yearsBack` years before the day it is signed (UTC). */
export function scopeStart(signedAt: Date, yearsBack: number): string {
  const start = new Date(signedAt);
  start.setUTCFullYear(start.getUTCFullYear() - yearsBack);
  return start.toISOString().slice(0, 10);
}

/** A study's share ends with the last moment of its completion day where the patient lives (inclusive). */
export const studyEnd = (completionDate: string, timeZone: string): Date =>
  endOfDayIn(completionDate, timeZone);
