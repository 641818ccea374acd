import { useMemo } from 'react';
import { NavLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn, TrendChart } from '@portal/ui';
import { useTrend } from '../api/get-trend';
import { AreaError } from '../../../components/area-state';
import { PrintSection } from '../components/print-section';
import { recordsPaths } from '../paths';
import {
  displayUnit,
  isTrendViewName,
  seriesReferenceRanges,
  toChartPoints,
  TREND_VIEW_NAMES,
  TREND_VIEW_REQUESTS,
  type TrendViewName,
} from '../rules/trend-views';

/** [TREND-1] [TREND-2] One trend view: its endpoint's readings on the TrendChart, with the table alternative. */
export function TrendView({ view }: { view: TrendViewName }) {
  const { t, i18n } = useTranslation();
  const request = TREND_VIEW_REQUESTS[view];
  const trend = useTrend(request);
  const title = t(`records.trends.views.${view}`);
  // once per answer, not per render: the chart sorts and summarises the points again whenever they are new
  const points = useMemo(() => toChartPoints(view, trend.data), [view, trend.data]);
  const ranges = useMemo(() => seriesReferenceRanges(view, trend.data), [view, trend.data]);
  if (trend.error && !trend.data) return <AreaError error={trend.error} onRetry={trend.retry} />;
  return (
    <TrendChart
      // The page's heading is an h1 and the chart's title is a caption, so the empty state's title is an h2.
      emptyHeadingLevel={2}
      title={title}
      unit={displayUnit(trend.data?.unit, request.unit)}
      loading={trend.loading}
      data={points}
      series={request.series.map((key) => ({
        key,
        label: t(`records.trends.series.${key}`),
        referenceRange: ranges[key],
      }))}
      locale={i18n.resolvedLanguage ?? 'en'}
      data-trend-view={view}
      labels={{
        loading: t('records.trends.chart.loading'),
        empty: t('records.trends.chart.emptyFor', { title }),
        emptyDescription: t('records.trends.chart.emptyDescription'),
        chartSummary: (chartTitle, count) => t('records.trends.chart.summary', { title: chartTitle, count }),
        seriesSummary: ({ series, latest, date, position, direction }) =>
          [
            t('records.trends.chart.inWords.latest', { series, value: latest, date }),
            position && t(`records.trends.chart.inWords.position.${position}`),
            direction && t(`records.trends.chart.inWords.direction.${direction}`),
          ]
            .filter(Boolean)
            .join(', ') + '.',
        showTable: t('records.trends.chart.showTable'),
        date: t('records.trends.chart.date'),
        referenceRange: t('records.trends.chart.referenceRange'),
        previousPage: t('records.list.previous'),
        nextPage: t('records.list.next'),
        page: (page, pages) => t('records.list.page', { page, pages }),
      }}
    />
  );
}

/** Trends tab: the ten views, one at a time; the chosen view is in the address (/home/trends/{view}). */
export default function TrendsScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const view: TrendViewName = isTrendViewName(params.view) ? params.view : 'bloodPressure';
  return (
    <PrintSection title={t('records.trends.title')} description={t('records.trends.description')}>
      <div className="flex flex-col gap-4 md:flex-row">
        <nav
          aria-label={t('records.trends.viewsLabel')}
          className="md:w-56 md:shrink-0"
          data-remove-on-print=""
        >
          <ul className="flex flex-wrap gap-2 md:flex-col">
            {TREND_VIEW_NAMES.map((name) => (
              <li key={name}>
                <NavLink
                  to={recordsPaths.trend(name)}
                  aria-current={name === view ? 'page' : undefined}
                  className={cn(
                    'block rounded-brand px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                    name === view
                      ? 'bg-primary font-semibold text-on-primary'
                      : 'bg-surface-muted hover:underline',
                  )}
                >
                  {t(`records.trends.views.${name}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <TrendView key={view} view={view} />
        </div>
      </div>
    </PrintSection>
  );
}
