import type { ParseKeys, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PasswordRuleKey, SharedCatalogue } from '@portal/contract';

/**
 * A validation problem as the shared catalogue's keys (`validation.<key>` + the `fields.<field>` it names), so a
 * form shows the same words the server answers for the same rule. Translated by the screen.
 */
export type Problem = {
  key: ParseKeys;
  field?: ParseKeys;
  rules?: readonly PasswordRuleKey[];
  /** The length cap a too-long text broke: "use at most {{max}} characters". */
  max?: number;
};
export type Problems<K extends string> = Partial<Record<K, Problem>>;

type ProblemText = {
  (problem: Problem): string;
  (problem: Problem | undefined): string | undefined;
};

/** A Problem in the language of `t`; a weak password lists what is still missing. */
export const problemText = ((t: TFunction, problem: Problem | undefined): string | undefined => {
  if (!problem) return undefined;
  if (problem.rules) {
    const rules = problem.rules.map((key) => t(`validation.${key}`).toLowerCase());
    return t(problem.key, { rules: rules.join(', ') });
  }
  const field = problem.field ? { field: t(problem.field) } : {};
  if (problem.max !== undefined && problem.key === 'validation.too_long')
    return t('validation.too_long_max', { ...field, max: problem.max });
  return t(problem.key, problem.field ? field : undefined);
}) as (t: TFunction, ...problem: Parameters<ProblemText>) => ReturnType<ProblemText>;

/** Turns a Problem into the patient's language. */
export function useProblemText(): ProblemText {
  const { t } = useTranslation();
  return ((problem: Problem | undefined) => problemText(t, problem)) as ProblemText;
}

type ValidationKey = keyof SharedCatalogue['validation'];
type FieldKey = keyof SharedCatalogue['fields'];

/**
 * A form's rule as the shared catalogue words it: `validation.<key>` naming `fields.<field>`, the key and field
 * the server reports for the same rule, so the patient reads one message for one problem whichever side finds it.
 */
export const problem = (key: ValidationKey, field: FieldKey): Problem => ({
  key: `validation.${key}`,
  field: `fields.${field}`,
});
