import { useMemo } from 'react';
import { NavLink, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, cn, TrendChart } from '@portal/ui';
import { useTrend } from '../api/get-trend';
import { AreaError } from '../../../components/area-state';
import { PrintSection, usePrinting } from '../components/print-section';
import { useRecordFormat } from '../components/format';
import { recordsPaths } from '../paths';
import {
  DEFAULT_TREND_PERIOD,
  isTrendPeriod,
  TREND_PERIODS,
  withinPeriod,
  type TrendPeriod,
} from '../rules/trend-period';
import {
  chartRange,
  displayUnit,
  isTrendViewName,
  seriesReferenceRanges,
  toChartPoints,
  TREND_VIEW_NAMES,
  TREND_VIEW_REQUESTS,
  type TrendViewName,
} from '../rules/trend-views';

/** The time range picker: a pressed button per period, the choice kept in the address (?period=5y). */
function PeriodPicker({ period, onChange }: { period: TrendPeriod; onChange: (p: TrendPeriod) => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('records.trends.period.label')}
      className="flex gap-2"
      data-remove-on-print=""
    >
      {TREND_PERIODS.map((p) => (
        <Button
          key={p}
          size="sm"
          variant={p === period ? 'primary' : 'secondary'}
          aria-pressed={p === period}
          onClick={() => onChange(p)}
        >
          {t(`records.trends.period.${p}`)}
        </Button>
      ))}
    </div>
  );
}

/**
 * [TREND-1] [TREND-2] One trend view: its endpoint's readings on the TrendChart over the chosen period, with the
 * table alternative; its range drawn, flagged and put in words by the contract's one reading of it.
 */
export function TrendView({ view, period }: { view: TrendViewName; period: TrendPeriod }) {
  const { t, i18n } = useTranslation();
  const format = useRecordFormat();
  const printing = usePrinting();
  const request = TREND_VIEW_REQUESTS[view];
  const trend = useTrend(request);
  const title = t(`records.trends.views.${view}`);
  // once per answer, not per render: the chart sorts and summarises the points again whenever they are new
  const { units } = format;
  const all = useMemo(() => toChartPoints(view, trend.data, units), [view, trend.data, units]);
  const points = useMemo(() => withinPeriod(all, period, new Date()), [all, period]);
  const ranges = useMemo(() => seriesReferenceRanges(view, trend.data, units), [view, trend.data, units]);
  if (trend.error && !trend.data) return <AreaError error={trend.error} onRetry={trend.retry} />;
  return (
    <TrendChart
      // The page's heading is an h1 and the chart's title is a caption, so the empty state's title is an h2.
      emptyHeadingLevel={2}
      title={title}
      unit={displayUnit(trend.data?.unit, request.unit, units)}
      loading={trend.loading}
      data={points}
      series={request.series.map((key) => ({
        key,
        label: t(`records.trends.series.${key}`),
        ...chartRange(ranges[key], format.number),
      }))}
      locale={i18n.resolvedLanguage ?? 'en'}
      data-trend-view={view}
      // the print copy opens the table itself; what it needs is every row
      allRows={printing}
      labels={{
        loading: t('records.trends.chart.loading'),
        empty:
          all.length > 0
            ? t('records.trends.period.emptyFor', { title })
            : t('records.trends.chart.emptyFor', { title }),
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
        flag: (position) =>
          position === 'within' ? '' : t(`records.list.${position === 'below' ? 'low' : 'high'}`),
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
  const [search, setSearch] = useSearchParams();
  const asked = search.get('period');
  const period = isTrendPeriod(asked) ? asked : DEFAULT_TREND_PERIOD;
  const choose = (p: TrendPeriod) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (p === DEFAULT_TREND_PERIOD) next.delete('period');
        else next.set('period', p);
        return next;
      },
      { replace: true },
    );
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
                  // another view keeps the chosen period
                  to={{ pathname: recordsPaths.trend(name), search: search.toString() }}
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
          <div className="flex flex-col gap-3">
            <PeriodPicker period={period} onChange={choose} />
            <TrendView key={view} view={view} period={period} />
          </div>
        </div>
      </div>
    </PrintSection>
  );
}
