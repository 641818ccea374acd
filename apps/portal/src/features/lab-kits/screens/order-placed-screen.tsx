import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, Link, PageHeader } from '@portal/ui';
import { useLabkitDetails } from '../api/get-labkit-details';
import { formatShippingAddress } from '../components/format';
import { AreaError, AreaLoading } from '../../../components/area-state';
import { LabOrderStatus } from '../components/lab-order-status';
import { labKitsPaths } from '../paths';

/**
 * [KIT-1] Kit order completed — and, when the patient chose one, kit order with a new shipping address: says
 * where the kit goes and that the primary address did not change. Read from `labkitDetails` (filled by the
 * order itself), so a reload shows the same.
 */
export default function OrderPlacedScreen() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const { data, error, isLoading, mutate } = useLabkitDetails(orderId);
  const order = data?.labkitDetails[0];
  if (!order) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title={t('labKits.placed.title')} />
        {isLoading ? (
          <AreaLoading label={t('labKits.loading')} rows={1} />
        ) : (
          <AreaError error={error} onRetry={() => void mutate()} title={t('labKits.errorTitle')} />
        )}
      </div>
    );
  }
  const toNewAddress = order.ship_to === 'new';
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={toNewAddress ? t('labKits.placed.titleNewAddress') : t('labKits.placed.title')}
        description={
          toNewAddress ? t('labKits.placed.descriptionNewAddress') : t('labKits.placed.description')
        }
      />
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">{t(`labKits.kits.${order.kit_type}.name`)}</h2>
          <LabOrderStatus code={order.status} />
        </div>
        <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          <dt className="font-semibold">{t('labKits.placed.shipTo')}</dt>
          <dd>{formatShippingAddress(order.shipping_address)}</dd>
        </dl>
      </Card>
      <div className="flex flex-wrap items-center gap-4">
        <Button asChild>
          <RouterLink to={labKitsPaths.tracking(order.id)}>{t('labKits.placed.track')}</RouterLink>
        </Button>
        <Link asChild>
          <RouterLink to={labKitsPaths.list}>{t('labKits.placed.backToList')}</RouterLink>
        </Link>
      </div>
    </div>
  );
}
