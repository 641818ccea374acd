import { useTranslation } from 'react-i18next';
import type { Insight } from '@portal/contract';
import { sectionsOf, type InsightTab } from '../rules/insight-groups';
import { InsightCard } from './insight-card';
import { NoneDue } from './insights-area';

/** One tab's insights in sections by status, due first; says so when nothing is due. */
export function InsightSections({ insights, tab }: { insights: readonly Insight[]; tab: InsightTab }) {
  const { t } = useTranslation();
  const sections = sectionsOf(insights, tab);
  return (
    <div className="flex flex-col gap-6">
      {sections[0]?.status !== 'open' && <NoneDue />}
      {sections.map((section) => (
        <section
          key={section.status}
          aria-labelledby={`insights-${section.status}`}
          className="flex flex-col gap-3"
        >
          <h2 id={`insights-${section.status}`} className="text-xl font-semibold">
            {t(`insights.sections.${section.status}`)}
          </h2>
          <ul className="flex flex-col gap-3">
            {section.insights.map((insight) => (
              <li key={insight.id}>
                <InsightCard insight={insight} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
