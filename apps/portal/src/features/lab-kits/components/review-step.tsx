import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ShippingAddress } from '@portal/contract';
import { Alert, Button, Card, formatPhoneDisplay, Link } from '@portal/ui';
import { extractErrorMessage } from '../../../lib/errors';
import { shipment, type OrderDraft } from '../rules/order-flow';
import { formatShippingAddress } from './format';

/**
 * Review order detail [KIT-1]: what will be ordered, each part with a way back to change it, and the button that
 * places the order. A refusal shows the server's own message, in the patient's language.
 */
export function ReviewStep({
  draft,
  primary,
  changeLinks,
  placing,
  error,
  onPlace,
}: {
  draft: OrderDraft;
  primary: ShippingAddress | null;
  /** Where each part is changed. */
  changeLinks: { kit: string; phone: string; shipTo: string };
  placing: boolean;
  error: unknown;
  onPlace: () => void;
}) {
  const { t } = useTranslation();
  const to = shipment(draft, primary);
  const rows = [
    { key: 'kit', term: t('labKits.review.kit'), value: draft.kit && t(`labKits.kits.${draft.kit}.name`) },
    { key: 'phone', term: t('labKits.review.phone'), value: formatPhoneDisplay(draft.phone) },
    {
      key: 'shipTo',
      term: t('labKits.review.shipTo'),
      value: to && (
        <>
          {formatShippingAddress(to.address)}
          {to.to === 'new' && (
            <span className="block text-sm text-on-surface-muted">{t('labKits.review.newAddressNote')}</span>
          )}
        </>
      ),
    },
  ] as const;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <dl className="grid gap-4 sm:grid-cols-[max-content_1fr_max-content] sm:gap-x-6">
          {rows.map((row) => (
            <div key={row.key} className="contents">
              <dt className="font-semibold">{row.term}</dt>
              <dd>{row.value}</dd>
              <dd>
                <Link asChild>
                  <RouterLink
                    to={changeLinks[row.key]}
                    aria-label={t('labKits.review.changeLabel', { item: row.term })}
                  >
                    {t('labKits.review.change')}
                  </RouterLink>
                </Link>
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      {Boolean(error) && (
        <Alert tone="danger" title={t('labKits.review.failedTitle')}>
          {extractErrorMessage(error, t('errors.unknown'))}
        </Alert>
      )}
      <div>
        <Button onClick={onPlace} loading={placing}>
          {t('labKits.review.place')}
        </Button>
      </div>
    </div>
  );
}
