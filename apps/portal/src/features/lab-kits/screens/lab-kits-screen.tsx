import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LabOrderDetail } from '@portal/contract';
import { Button, Card, EmptyState, Link, PageHeader } from '@portal/ui';
import { useLabkitDetails } from '../api/get-labkit-details';
import { useLabKitFormat } from '../components/format';
import { AreaError, AreaLoading } from '../../../components/area-state';
import { LabOrderStatus } from '../components/lab-order-status';
import { labKitsPaths } from '../paths';

function OrderRow({ order }: { order: LabOrderDetail }) {
  const { t } = useTranslation();
  const format = useLabKitFormat();
  const kit = t(`labKits.kits.${order.kit_type}.name`);
  const date = format.day(order.created_at);
  return (
    <li>
      <Card className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">{kit}</h3>
          <p className="text-sm text-on-surface-muted">{t('labKits.list.orderedOn', { date })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <LabOrderStatus code={order.status} />
          <Link asChild>
            <RouterLink
              to={labKitsPaths.tracking(order.id)}
              aria-label={t('labKits.list.trackLabel', { kit, date })}
            >
              {t('labKits.list.track')}
            </RouterLink>
          </Link>
        </div>
      </Card>
    </li>
  );
}

/** [KIT-2] The patient's lab kit orders (`labkitDetails`), newest first, each with its status and a way to track it. */
export default function LabKitsScreen() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useLabkitDetails();
  const orders = data?.labkitDetails ?? [];
  const orderButton = (
    <Button asChild>
      <RouterLink to={labKitsPaths.order}>{t('labKits.list.order')}</RouterLink>
    </Button>
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('labKits.list.title')}
        description={t('labKits.list.description')}
        actions={orders.length > 0 ? orderButton : undefined}
      />
      {isLoading ? (
        <AreaLoading label={t('labKits.loading')} rows={3} />
      ) : error && !data ? (
        <AreaError error={error} onRetry={() => void mutate()} title={t('labKits.errorTitle')} />
      ) : orders.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t('labKits.list.emptyTitle')}
          description={t('labKits.list.emptyDescription')}
          action={orderButton}
        />
      ) : (
        <section aria-labelledby="lab-kit-orders" className="flex flex-col gap-3">
          <h2 id="lab-kit-orders" className="text-lg font-semibold">
            {t('labKits.list.orders')}
          </h2>
          <ul className="flex flex-col gap-3">
            {orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
