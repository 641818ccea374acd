import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, PageHeader, Stepper } from '@portal/ui';
import { useCreateLabOrder } from '../api/create-lab-order';
import { useLabKitFormat } from '../components/format';
import { InfoStep } from '../components/info-step';
import { AreaError, AreaLoading } from '../../../components/area-state';
import { NewAddressStep } from '../components/new-address-step';
import { ReviewStep } from '../components/review-step';
import { ScheduleStep } from '../components/schedule-step';
import { useOrderDraft } from '../components/use-order-draft';
import { useOrderStart, type OrderStart } from '../components/use-order-start';
import { labKitsPaths } from '../paths';
import {
  emptyDraft,
  orderRequest,
  STEPPER_STEPS,
  stepperIndex,
  stepToShow,
  type OrderDraft,
  type OrderStep,
} from '../rules/order-flow';

/** Each step's address segment after /home/lab-kits/order (the schedule is the order page itself). */
const stepSegments: Record<OrderStep, string | undefined> = {
  schedule: undefined,
  info: 'info',
  newAddress: 'new-address',
  review: 'review',
};
const stepPaths: Record<OrderStep, string> = {
  schedule: labKitsPaths.order,
  info: labKitsPaths.orderInfo,
  newAddress: labKitsPaths.orderNewAddress,
  review: labKitsPaths.orderReview,
};
const stepOf = (segment: string | undefined): OrderStep | undefined =>
  (Object.keys(stepSegments) as OrderStep[]).find((step) => stepSegments[step] === segment);

export interface OrderScreenProps {
  /** Where the draft starts (stories of a later step); otherwise from what the server offers. */
  initialDraft?: OrderDraft;
}

/**
 * [KIT-1] Ordering a kit: schedule order → phone and address (→ a new address) → review → placed. One screen for
 * every step, so the draft stays while the address moves between them; `?insight=` goes along.
 */
export default function OrderScreen({ initialDraft }: OrderScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const insightId = search.get('insight');
  const start = useOrderStart(insightId);
  const format = useLabKitFormat();
  const header = <PageHeader title={t('labKits.order.title')} />;
  if (start.isLoading) return wrap(header, <AreaLoading label={t('labKits.loading')} rows={2} />);
  if (!start.data) {
    return wrap(
      header,
      <AreaError error={start.error} onRetry={start.retry} title={t('labKits.order.notOfferedTitle')} />,
    );
  }
  const open = start.data.openOrder;
  if (open) {
    return wrap(
      header,
      <Alert
        tone="info"
        title={t('labKits.order.openTitle')}
        actions={
          <Button asChild>
            <RouterLink to={labKitsPaths.tracking(open.id)}>{t('labKits.order.openTrack')}</RouterLink>
          </Button>
        }
      >
        {t('labKits.order.openDescription', { date: format.day(open.created_at) })}
      </Alert>,
    );
  }
  return wrap(
    header,
    <OrderSteps
      start={start.data}
      insightId={insightId}
      fresh={emptyDraft({ kit: start.data.kit, phone: start.data.phone })}
      given={initialDraft}
    />,
  );
}

const wrap = (header: ReactNode, body: ReactNode) => (
  <div className="flex flex-col gap-4">
    {header}
    {body}
  </div>
);

function OrderSteps({
  start,
  insightId,
  fresh,
  given,
}: {
  start: OrderStart;
  insightId: string | null;
  fresh: OrderDraft;
  given: OrderDraft | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { step: segment } = useParams();
  const { draft, update: updateDraft, discard } = useOrderDraft({ insightId, fresh, given });
  const { place, placing, error } = useCreateLabOrder();
  const query = insightId ? `?${new URLSearchParams({ insight: insightId }).toString()}` : '';
  const to = (step: OrderStep) => `${stepPaths[step]}${query}`;
  const asked = stepOf(segment);
  const step = asked && stepToShow(asked, draft, start.primary !== null);
  if (!step || step !== asked) return <Navigate to={to(step ?? 'schedule')} replace />;

  const update = (patch: Partial<OrderDraft>, next: OrderStep) => {
    updateDraft(patch);
    navigate(to(next));
  };
  const placeOrder = async () => {
    // the review shows only a complete draft (stepToShow), and sends exactly what it shows
    const request = orderRequest(draft, start.primary, insightId);
    if (!request) return;
    const order = await place(request);
    if (!order) return;
    discard();
    navigate(labKitsPaths.orderPlaced(order.id), { replace: true });
  };

  const titles: Record<OrderStep, { title: string; description: string }> = {
    schedule: { title: t('labKits.schedule.title'), description: t('labKits.schedule.description') },
    info: { title: t('labKits.info.title'), description: t('labKits.info.description') },
    newAddress: { title: t('labKits.newAddress.title'), description: t('labKits.newAddress.description') },
    review: { title: t('labKits.review.title'), description: t('labKits.review.description') },
  };
  return (
    <>
      <Stepper
        steps={STEPPER_STEPS.map((s) => t(`labKits.order.steps.${s}`))}
        current={stepperIndex(step)}
        label={t('labKits.order.progress')}
        completedLabel={t('labKits.order.completed')}
        progressText={(n, total) => t('labKits.order.stepOf', { step: n, total })}
      />
      <section aria-labelledby="order-step" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="order-step" className="text-xl font-semibold">
            {titles[step].title}
          </h2>
          <p className="text-on-surface-muted">{titles[step].description}</p>
        </div>
        {step === 'schedule' && (
          <ScheduleStep
            kit={draft.kit}
            suggested={insightId !== null}
            onContinue={(kit) => update({ kit }, 'info')}
          />
        )}
        {step === 'info' && (
          <InfoStep
            draft={draft}
            primary={start.primary}
            onBack={() => navigate(to('schedule'))}
            onContinue={(patch) => update(patch, patch.shipTo === 'new' ? 'newAddress' : 'review')}
          />
        )}
        {step === 'newAddress' && (
          <NewAddressStep
            address={draft.typedAddress ?? draft.newAddress}
            onType={(typedAddress) => updateDraft({ typedAddress })}
            onBack={() => navigate(to('info'))}
            onContinue={(newAddress) => update({ newAddress, typedAddress: null, shipTo: 'new' }, 'review')}
          />
        )}
        {step === 'review' && (
          <ReviewStep
            draft={draft}
            primary={start.primary}
            changeLinks={{
              kit: to('schedule'),
              phone: to('info'),
              shipTo: to(draft.shipTo === 'new' ? 'newAddress' : 'info'),
            }}
            placing={placing}
            error={error}
            onPlace={() => void placeOrder()}
          />
        )}
      </section>
    </>
  );
}
