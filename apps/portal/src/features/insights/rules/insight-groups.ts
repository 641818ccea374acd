import { INSIGHT_STATUSES, type Insight, type InsightRuleCode } from '@portal/contract';

/*
 * How the insights are arranged on screen: which tab each belongs to, the order within a tab, what the Home tab
 * shows, how each status reads at a glance, and how its due date is worded. Pure, table-tested.
 */

/** Checks recommended by age and sex (the Screenings tab); the rest is care for a condition (the Care tab). */
const SCREENING_RULES: ReadonlySet<InsightRuleCode> = new Set([
  'colorectal_cancer_screening',
  'cervical_cancer_screening',
  'breast_cancer_screening',
  'cholesterol_screening',
]);

export type InsightTab = 'care' | 'screenings';

export const tabOf = (rule: InsightRuleCode): InsightTab =>
  SCREENING_RULES.has(rule) ? 'screenings' : 'care';

/** The insights of one tab, grouped by status in the order shown (due first); empty groups left out. */
export function sectionsOf(insights: readonly Insight[], tab: InsightTab) {
  return INSIGHT_STATUSES.map((status) => ({
    status,
    insights: insights.filter((i) => i.status === status && tabOf(i.rule) === tab),
  })).filter((section) => section.insights.length > 0);
}

/**
 * The Home tab shows the first few that are due (the server lists them soonest due first), counts the rest, and
 * counts those that wait for the patient's answer (asked once, not card by card).
 */
export function homeInsights(insights: readonly Insight[], shown = 3) {
  const open = insights.filter((i) => i.status === 'open');
  const asking = insights.filter((i) => i.status === 'needs_answer').length;
  return { shown: open.slice(0, shown), more: Math.max(0, open.length - shown), asking };
}

export type BadgeTone = 'progress' | 'success' | 'neutral' | 'problem';

/**
 * An insight's status at a glance, in the patient's words: the status alone says too little (a test done
 * whose result is out of range is not simply "up to date"), so the reason picks the words and the tone. Due is
 * something to do, not an error; a result outside its range or above its goal is a problem to talk about.
 */
export function statusBadge(insight: Pick<Insight, 'status' | 'reason'>): {
  label:
    | 'due'
    | 'aboveGoal'
    | 'needsAnswer'
    | 'upToDate'
    | 'doneOutOfRange'
    | 'aboveNormal'
    | 'atGoal'
    | 'taking'
    | 'notForYou';
  tone: BadgeTone;
} {
  switch (insight.status) {
    case 'open':
      return insight.reason === 'above_goal'
        ? { label: 'aboveGoal', tone: 'problem' }
        : { label: 'due', tone: 'progress' };
    case 'needs_answer':
      return { label: 'needsAnswer', tone: 'progress' };
    case 'closed':
      if (insight.reason === 'done_out_of_range') return { label: 'doneOutOfRange', tone: 'problem' };
      if (insight.reason === 'at_goal_above_range') return { label: 'aboveNormal', tone: 'problem' };
      if (insight.reason === 'at_goal') return { label: 'atGoal', tone: 'success' };
      if (insight.reason === 'statin_current') return { label: 'taking', tone: 'success' };
      return { label: 'upToDate', tone: 'success' };
    case 'not_applicable':
      return { label: 'notForYou', tone: 'neutral' };
  }
}

/** Which words say when it is due, and the date they name (YYYY-MM-DD). */
export function dueWording(
  insight: Pick<Insight, 'status' | 'due_date'>,
  today: string,
): { key: 'since' | 'by' | 'now' | 'next'; date: string | null } | null {
  if (insight.status === 'not_applicable' || insight.status === 'needs_answer' || !insight.due_date)
    return null;
  if (insight.status === 'closed') return { key: 'next', date: insight.due_date };
  if (insight.due_date === today) return { key: 'now', date: null };
  return { key: insight.due_date < today ? 'since' : 'by', date: insight.due_date };
}
