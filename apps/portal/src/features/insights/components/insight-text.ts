import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { INSIGHT_RULES, type Insight } from '@portal/contract';
import { SourceText, withParts } from '../../../components/source-text';
import { dueWording } from '../rules/insight-groups';
import { formatReading, rangeWording } from '../rules/readings';
import { todayUtc, useDay } from './format';

/** The sentences an insight reads as: its name, why it has its status, and when it is due. */
export function useInsightText() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const day = useDay();
  const ages = (rule: Insight['rule']) => {
    const { min, max } = INSIGHT_RULES[rule].ages;
    return t('insights.ages.range', { min, max });
  };
  const goal = (rule: Insight['rule']) =>
    rule === 'blood_pressure_control' || rule === 'hba1c_control' ? t(`insights.goals.${rule}`) : '';
  const range = (insight: Insight) => {
    const wording = rangeWording(insight.decided_by, locale);
    return wording ? t(`insights.range.${wording.key}`, { low: wording.low, high: wording.high }) : '';
  };
  return {
    name: (insight: Pick<Insight, 'rule'>) => t(`insights.rules.${insight.rule}.name`),
    /** The record that decided it is named as its source wrote it (a `SourceText`). */
    reason: (insight: Insight) => {
      const facts = INSIGHT_RULES[insight.rule];
      const record = insight.decided_by?.display;
      const flag = insight.decided_by?.flag;
      return withParts(
        (values) =>
          t(`insights.reasons.${insight.reason}`, {
            ...values,
            date: day(insight.decided_by?.date),
            ages: ages(insight.rule),
            condition: facts.for_condition ? t(`insights.conditions.${facts.for_condition}`) : '',
            reading: formatReading(insight.decided_by, locale),
            goal: goal(insight.rule),
            range: range(insight),
            direction: flag ? t(`insights.direction.${flag}`) : '',
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
