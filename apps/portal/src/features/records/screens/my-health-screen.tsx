import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardFooter, CardHeader, Link } from '@portal/ui';
import { RECORD_CATEGORIES, type RecordCategory, type RecordsSummary } from '@portal/contract';
import { useDataPullStatus } from '../api/get-data-pull-status';
import { useRecordsSummary } from '../api/get-records-summary';
import { AreaEmpty, AreaError, AreaLoading } from '../../../components/area-state';
import { CategoryHelp } from '../components/category-help';
import { PrintSection } from '../components/print-section';
import { useRecordFormat } from '../components/format';
import { recordsPaths } from '../paths';
import { isPullActive } from '../rules/pull-progress';

/** [REC-1] My Health: every record category with how many records it holds, its newest date, its help, and a way in. */
export default function MyHealthScreen() {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const summary = useRecordsSummary();
  const pull = useDataPullStatus();
  const byCategory = new Map<RecordCategory, RecordsSummary['categories'][number]>(
    summary.data?.categories.map((c) => [c.category, c]) ?? [],
  );
  const total = [...byCategory.values()].reduce((n, c) => n + c.count, 0);

  let body;
  if (summary.loading)
    body = <AreaLoading label={t('records.states.loading', { area: t('records.myHealth.title') })} />;
  else if (summary.error && !summary.data) body = <AreaError error={summary.error} onRetry={summary.retry} />;
  else if (total === 0 && !isPullActive(pull.data?.state))
    body = (
      <AreaEmpty
        title={t('records.myHealth.emptyTitle')}
        description={t('records.myHealth.emptyDescription')}
      />
    );
  else
    body = (
      <ul className="grid gap-3 sm:grid-cols-2" aria-label={t('records.myHealth.categoriesLabel')}>
        {RECORD_CATEGORIES.map((category) => (
          <li key={category}>
            <Card variant="striped" className="flex h-full flex-col">
              <CardHeader>
                <h2 className="text-lg font-semibold">{t(`records.categories.${category}.name`)}</h2>
              </CardHeader>
              <CardContent>
                <p>
                  {t('records.myHealth.count', {
                    count: byCategory.get(category)?.count ?? 0,
                    formatted: format.number(byCategory.get(category)?.count ?? 0),
                  })}
                  {byCategory.get(category)?.last_date &&
                    ` · ${t('records.myHealth.latest', { date: format.day(byCategory.get(category)?.last_date) })}`}
                </p>
                <CategoryHelp category={category} />
              </CardContent>
              <CardFooter data-remove-on-print="">
                <Link asChild>
                  <RouterLink to={recordsPaths.category(category)}>
                    {t('records.myHealth.seeDetails', { category: t(`records.categories.${category}.name`) })}
                  </RouterLink>
                </Link>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    );

  // [PULL-3] Records the sources sent that could not be read are counted here too; the reasons are in Health record.
  const unstored = pull.data?.sources.reduce((n, s) => n + s.failed, 0) ?? 0;
  return (
    <PrintSection title={t('records.myHealth.title')} description={t('records.myHealth.description')}>
      {body}
      {unstored > 0 && (
        <p className="text-sm">
          {t('records.myHealth.unstored', { count: unstored })}{' '}
          <Link asChild>
            <RouterLink to={recordsPaths.healthRecord}>{t('records.myHealth.unstoredLink')}</RouterLink>
          </Link>
        </p>
      )}
    </PrintSection>
  );
}
