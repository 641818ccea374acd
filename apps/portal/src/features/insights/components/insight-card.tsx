import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Insight } from '@portal/contract';
import { Card, Link } from '@portal/ui';
import { insightsPaths } from '../paths';
import { InsightAction } from './insight-action';
import { InsightStatus } from './insight-status';
import { useInsightText } from './insight-text';

/** One insight at a glance: what it is, its status and why, when it is due, the action and a link to details. */
export function InsightCard({ insight, headingLevel = 3 }: { insight: Insight; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const text = useInsightText();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card className="flex flex-col gap-2">
      <Heading className="text-lg font-semibold">{text.name(insight)}</Heading>
      <InsightStatus insight={insight} />
      {insight.action && <InsightAction action={insight.action} insightId={insight.id} />}
      <Link asChild className="self-start">
        <RouterLink to={insightsPaths.detail(insight.id)}>
          {t('insights.viewDetails', { name: text.name(insight) })}
        </RouterLink>
      </Link>
    </Card>
  );
}
