import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { INSIGHT_RULES, type Insight } from '@portal/contract';
import { SourceText, withParts } from '../../../components/source-text';
import { dueWording } from '../rules/insight-groups';
import { todayUtc, useDay } from './format';

/** The sentences an insight reads as: its name, why it has its status, and when it is due. */
export function useInsightText() {
  const { t } = useTranslation();
  const day = useDay();
  const ages = (rule: Insight['rule']) => {
    const { min, max } = INSIGHT_RULES[rule].ages;
    return t('insights.ages.range', { min, max });
  };
  return {
    name: (insight: Pick<Insight, 'rule'>) => t(`insights.rules.${insight.rule}.name`),
    /** The record that decided it is named as its source wrote it (a `SourceText`). */
    reason: (insight: Insight) => {
      const facts = INSIGHT_RULES[insight.rule];
      const record = insight.decided_by?.display;
      return withParts(
        (values) =>
          t(`insights.reasons.${insight.reason}`, {
            ...values,
            date: day(insight.decided_by?.date),
            ages: ages(insight.rule),
            condition: facts.for_condition ? t(`insights.conditions.${facts.for_condition}`) : '',
          }),
        { record: record ? createElement(SourceText, null, record) : '' },
      );
    },
    due: (insight: Insight) => {
      const wording = dueWording(insight, todayUtc());
      return wording ? t(`insights.due.${wording.key}`, { date: day(wording.date) }) : null;
    },
    ages,
  };
}
