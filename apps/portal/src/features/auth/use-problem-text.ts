import { useTranslation } from 'react-i18next';
import type { Problem } from './login-validation';

/** Turns a Problem into the patient's language; a weak password lists what is still missing. */
export function useProblemText() {
  const { t } = useTranslation();
  return (problem: Problem | undefined): string | undefined => {
    if (!problem) return undefined;
    if (problem.rules) {
      const rules = problem.rules.map((key) => t(`validation.${key}`).toLowerCase());
      return t(problem.key, { rules: rules.join(', ') });
    }
    return t(problem.key, problem.field ? { field: t(problem.field) } : undefined);
  };
}
