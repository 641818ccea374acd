import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LabOrderDetail } from '@portal/contract';
import { Alert, Button, Card, Link, PageHeader } from '@portal/ui';
import { insightsPaths } from '../../insights';
import { recordsPaths } from '../../records/paths';
import { useLabkitDetails } from '../api/get-labkit-details';
import { formatShippingAddress, useLabKitFormat } from '../components/format';
import { AreaError, AreaLoading } from '../../../components/area-state';
import { LabOrderStatus } from '../components/lab-order-status';
import { LabResultRow } from '../components/lab-result';
import { StatusHistory } from '../components/status-history';
import { labKitsPaths } from '../paths';
import { KIT_TREND } from '../rules/kit-trend';
import { stillMoving, TRACKING_REFRESH_MS } from '../rules/order-progress';

const httpStatus = (error: unknown) => (error as { response?: { status?: number } } | null)?.response?.status;

function Tracking({ order }: { order: LabOrderDetail }) {
  const { t } = useTranslation();
  const format = useLabKitFormat();
  const trend = KIT_TREND[order.kit_type];
  return (
    <>
      <Card className="flex flex-col gap-4">
        <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          <dt className="font-semibold">{t('labKits.tracking.status')}</dt>
          <dd>
            <LabOrderStatus code={order.status} explain />
          </dd>
          <dt className="font-semibold">{t('labKits.tracking.orderedOn')}</dt>
          <dd>
            <time dateTime={order.created_at}>{format.day(order.created_at)}</time>
          </dd>
          <dt className="font-semibold">{t('labKits.tracking.shipTo')}</dt>
          <dd>{formatShippingAddress(order.shipping_address)}</dd>
        </dl>
        {order.insight_id && (
          <Link asChild className="self-start">
            <RouterLink to={insightsPaths.detail(order.insight_id)}>
              {t('labKits.tracking.screening')}
            </RouterLink>
          </Link>
        )}
      </Card>
      {order.results.length > 0 && (
        <Card className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{t('labKits.tracking.results')}</h2>
          <dl className="flex flex-col gap-3">
            {order.results.map((result) => (
              <LabResultRow key={`${result.loinc}-${result.date ?? ''}`} result={result} />
            ))}
          </dl>
          {trend && (
            <div>
              <Button asChild variant="secondary">
                <RouterLink to={recordsPaths.trend(trend)}>{t('labKits.tracking.seeTrend')}</RouterLink>
              </Button>
            </div>
          )}
        </Card>
      )}
      <section aria-labelledby="lab-kit-history" className="flex flex-col gap-3">
        <h2 id="lab-kit-history" className="text-lg font-semibold">
          {t('labKits.tracking.history')}
        </h2>
        <StatusHistory history={order.history} label={t('labKits.tracking.history')} />
      </section>
    </>
  );
}

/**
 * [KIT-2] One order: its current status, where it ships, its results once in, and every step with its time; read
 * again every half minute while the kit is on its way, so a patient watching it sees each step arrive.
 */
export default function TrackingScreen() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const { data, error, isLoading, mutate } = useLabkitDetails(orderId, {
    refreshInterval: (latest) => {
      const status = latest?.labkitDetails[0]?.status;
      return status && stillMoving(status) ? TRACKING_REFRESH_MS : 0;
    },
  });
  const order = data?.labkitDetails[0];
  const notFound = (data && !order) || httpStatus(error) === 404 || httpStatus(error) === 400;
  const backLink = (
    <Link asChild>
      <RouterLink to={labKitsPaths.list}>{t('labKits.tracking.backToList')}</RouterLink>
    </Link>
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        back={backLink}
        title={order ? t(`labKits.kits.${order.kit_type}.name`) : t('labKits.list.title')}
      />
      {order ? (
        <Tracking order={order} />
      ) : isLoading ? (
        <AreaLoading label={t('labKits.loading')} rows={3} />
      ) : notFound ? (
        <Alert tone="warning" title={t('labKits.tracking.notFoundTitle')}>
          {t('labKits.tracking.notFoundDescription')}
        </Alert>
      ) : (
        <AreaError error={error} onRetry={() => void mutate()} title={t('labKits.errorTitle')} />
      )}
    </div>
  );
}
