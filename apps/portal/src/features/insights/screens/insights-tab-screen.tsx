import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, PrintButton } from '@portal/ui';
import { InsightSections } from '../components/insight-sections';
import { InsightTabs } from '../components/insight-tabs';
import { InsightsArea } from '../components/insights-area';
import type { InsightTab } from '../rules/insight-groups';

/**
 * The Insights (Care) tab (care for the patient's conditions) and the Screenings tab (checks by age and sex):
 * one tab's insights, due first.
 */
export default function InsightsTabScreen({ tab }: { tab: InsightTab }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} className="flex flex-col gap-4">
      <PageHeader
        title={t(`insights.${tab}.title`)}
        description={t(`insights.${tab}.description`)}
        // [PRINT-1] The print view copies this tab, as a records section prints.
        actions={<PrintButton target={ref}>{t('records.print.button')}</PrintButton>}
      />
      <InsightTabs />
      <InsightsArea>{(insights) => <InsightSections insights={insights} tab={tab} />}</InsightsArea>
    </div>
  );
}
