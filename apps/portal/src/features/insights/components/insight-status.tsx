import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Insight } from '@portal/contract';
import { Link, StatusBadge } from '@portal/ui';
import { profilePaths } from '../../profile/paths';
import { statusBadge } from '../rules/insight-groups';
import { useInsightText } from './insight-text';

/** An insight's badge, why it has its status, and when it asks, where the patient answers. */
export function InsightStatus({ insight }: { insight: Insight }) {
  const { t } = useTranslation();
  const text = useInsightText();
  const badge = statusBadge(insight);
  const due = text.due(insight);
  return (
    <>
      <StatusBadge className="self-start" tone={badge.tone} label={t(`insights.badges.${badge.label}`)} />
      <p>{text.reason(insight)}</p>
      {insight.reason === 'sex_unknown' && (
        <Link asChild className="self-start">
          <RouterLink to={profilePaths.gender}>{t('insights.answerSex')}</RouterLink>
        </Link>
      )}
      {due && <p className="text-sm text-on-surface-muted">{due}</p>}
    </>
  );
}
