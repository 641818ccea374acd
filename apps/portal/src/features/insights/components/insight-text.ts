import { useTranslation } from 'react-i18next';
import { INSIGHT_RULES, type Insight } from '@portal/contract';
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
    reason: (insight: Insight) => {
      const facts = INSIGHT_RULES[insight.rule];
      return t(`insights.reasons.${insight.reason}`, {
        date: day(insight.decided_by?.date),
        ages: ages(insight.rule),
        condition: facts.for_condition ? t(`insights.conditions.${facts.for_condition}`) : '',
        record: insight.decided_by?.display ?? '',
      });
    },
    due: (insight: Insight) => {
      const wording = dueWording(insight, todayUtc());
      return wording ? t(`insights.due.${wording.key}`, { date: day(wording.date) }) : null;
    },
    ages,
  };
}
