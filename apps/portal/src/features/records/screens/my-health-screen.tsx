import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardFooter, CardHeader, CardTitle, Link } from '@portal/ui';
import { RECORD_CATEGORIES, type RecordCategory } from '@portal/contract';
import { useDataPullProcessStatus } from '../api/get-data-pull-process-status';
import { AreaEmpty, AreaError, AreaLoading } from '../components/area-state';
import { CategoryHelp } from '../components/category-help';
import { PrintSection } from '../components/print-section';
import { useRecordFormat } from '../components/format';
import { recordsPaths } from '../paths';
import { isPullActive } from '../rules/pull-progress';

/** [REC-1] My Health: every record category with how many records it holds, its help, and a way in. */
export default function MyHealthScreen() {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const summary = useDataPullProcessStatus();
  const counts = new Map<RecordCategory, number>(
    summary.data?.categories.map((c) => [c.category, c.count]) ?? [],
  );
  const total = [...counts.values()].reduce((n, c) => n + c, 0);

  let body;
  if (summary.loading)
    body = <AreaLoading label={t('records.states.loading', { area: t('records.myHealth.title') })} />;
  else if (summary.error && !summary.data) body = <AreaError error={summary.error} onRetry={summary.retry} />;
  else if (total === 0 && !isPullActive(summary.data?.state))
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
                <CardTitle>{t(`records.categories.${category}.name`)}</CardTitle>
              </CardHeader>
              <CardContent>
                <p>
                  {t('records.myHealth.count', {
                    count: counts.get(category) ?? 0,
                    formatted: format.number(counts.get(category) ?? 0),
                  })}
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

  return (
    <PrintSection title={t('records.myHealth.title')} description={t('records.myHealth.description')}>
      {body}
    </PrintSection>
  );
}
