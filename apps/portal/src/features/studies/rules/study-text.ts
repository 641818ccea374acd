import type { Localized, MatchReason } from '@portal/contract';

export type AgeRange =
  | { key: 'between'; min: number; max: number }
  | { key: 'atLeast'; min: number }
  | { key: 'upTo'; max: number }
  | { key: 'any' };

/** A study's age limits as the words say them: "30 to 75 years", "18 years and older", "any age". */
export function ageRange(min: number | null, max: number | null): AgeRange {
  if (min !== null && max !== null) return { key: 'between', min, max };
  if (min !== null) return { key: 'atLeast', min };
  if (max !== null) return { key: 'upTo', max };
  return { key: 'any' };
}

export type ReasonLine =
  { key: 'condition'; condition: Localized } | { key: 'age' | 'ageOnly'; range: AgeRange };

/**
 * [STUDY-1] Why a study is suggested, one sentence per reason: each condition found in the records, then the
 * age — "Suggested because your age…" when age is the only reason. Never a claim of eligibility.
 */
export function reasonLines(reasons: readonly MatchReason[]): ReasonLine[] {
  const conditions = reasons.flatMap((r) =>
    r.kind === 'condition' ? [{ key: 'condition' as const, condition: r.condition }] : [],
  );
  const age = reasons.find((r) => r.kind === 'age');
  if (!age) return conditions;
  const range = ageRange(age.minimum_age_years, age.maximum_age_years);
  return [...conditions, { key: conditions.length > 0 ? 'age' : 'ageOnly', range }];
}
