import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@portal/ui';
import { profilePaths } from '../../profile/paths';
import { insightsPaths } from '../paths';
import { homeInsights } from '../rules/insight-groups';
import { InsightCard } from './insight-card';
import { InsightsArea, NoneDue } from './insights-area';

/** [HOME-1] The Home tab's insights: the first few that are due, with the way to the rest. */
export function HomeInsights() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-insights" className="flex flex-col gap-3">
      <div>
        <h2 id="home-insights" className="text-xl font-semibold">
          {t('insights.home.title')}
        </h2>
        <p className="text-on-surface-muted">{t('insights.home.description')}</p>
      </div>
      <InsightsArea openDisclaimerAtFirst={false}>
        {(insights) => {
          const { shown, more, asking } = homeInsights(insights);
          return (
            <>
              {shown.length === 0 ? (
                <NoneDue />
              ) : (
                <ul className="flex flex-col gap-3">
                  {shown.map((insight) => (
                    <li key={insight.id}>
                      <InsightCard insight={insight} />
                    </li>
                  ))}
                </ul>
              )}
              {more > 0 && <p>{t('insights.home.more', { count: more })}</p>}
              {asking > 0 && (
                <p className="flex flex-wrap gap-x-2">
                  <span>{t('insights.home.asking', { count: asking })}</span>
                  <Link asChild>
                    <RouterLink to={profilePaths.gender}>{t('insights.answerSex')}</RouterLink>
                  </Link>
                </p>
              )}
              <div className="flex flex-wrap gap-4">
                <Link asChild>
                  <RouterLink to={insightsPaths.care}>{t('insights.home.seeAll')}</RouterLink>
                </Link>
                <Link asChild>
                  <RouterLink to={insightsPaths.screenings}>{t('insights.home.seeScreenings')}</RouterLink>
                </Link>
              </div>
            </>
          );
        }}
      </InsightsArea>
    </section>
  );
}
