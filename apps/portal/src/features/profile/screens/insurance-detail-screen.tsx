import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CARD_SIDES,
  type Insurance,
  type InsuranceListResponse,
  type InsuranceRequest,
} from '@portal/contract';
import { Button, Card, CardTitle, ConfirmDialog, EmptyState } from '@portal/ui';
import { changeInsurance } from '../api/change-insurance';
import { insuranceKey, useInsurance } from '../api/get-insurance';
import { useOptimisticChange } from '../api/optimistic';
import { removeInsurance } from '../api/remove-insurance';
import { CardPhoto } from '../components/card-photo';
import { InsuranceForm } from '../components/insurance-form';
import { ProfilePage } from '../components/profile-page';
import { useSave } from '../components/use-save';
import { WhenLoaded } from '../components/when-loaded';
import { profilePaths } from '../paths';

/** Profile insurance [PROF-5] (/profile/insurance/:id): one plan, its card photos, changing and removing it. */
export default function InsuranceDetailScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const insurance = useInsurance();
  return (
    <ProfilePage
      title={t('profile.insuranceItem.title')}
      description={t('profile.insuranceItem.description')}
      back={profilePaths.insurance}
    >
      <WhenLoaded resource={insurance}>
        {({ insurance: plans }) => {
          const plan = plans.find((p) => p.id === id);
          return plan ? (
            <Plan plan={plan} />
          ) : (
            <Card>
              <EmptyState
                headingLevel={2}
                title={t('profile.insuranceItem.notFound')}
                action={
                  <Button asChild variant="secondary">
                    <RouterLink to={profilePaths.insurance}>
                      {t('profile.insuranceItem.backToList')}
                    </RouterLink>
                  </Button>
                }
              />
            </Card>
          );
        }}
      </WhenLoaded>
    </ProfilePage>
  );
}

function Plan({ plan }: { plan: Insurance }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { saving, attempt } = useSave();
  const change = useOptimisticChange();
  const photo = (side: (typeof CARD_SIDES)[number]) => (
    <CardPhoto id={plan.id} side={side} version={plan.updated_at} />
  );

  const onSubmit = async (request: InsuranceRequest) => {
    const outcome = await attempt(() =>
      change<InsuranceListResponse>(
        insuranceKey,
        (current) => ({
          insurance: current.insurance.map((p) =>
            p.id === plan.id
              ? {
                  ...p,
                  ...request,
                  group_number: request.group_number ?? null,
                  has_front_image:
                    request.front_image === undefined ? p.has_front_image : Boolean(request.front_image),
                  has_back_image:
                    request.back_image === undefined ? p.has_back_image : Boolean(request.back_image),
                }
              : p,
          ),
        }),
        () => changeInsurance(plan.id, request),
      ),
    );
    if (!outcome) setEditing(false);
    return outcome?.refused;
  };

  if (editing)
    return (
      <Card className="flex flex-col gap-4">
        <CardTitle level={2}>{t('profile.insuranceItem.editTitle')}</CardTitle>
        <InsuranceForm
          plan={plan}
          saving={saving}
          submitLabel={t('profile.save')}
          existingPhoto={photo}
          onSubmit={onSubmit}
        />
        <div>
          <Button variant="secondary" onClick={() => setEditing(false)}>
            {t('profile.cancel')}
          </Button>
        </div>
      </Card>
    );

  const rows = [
    ['payer', plan.payer],
    ['member_id', plan.member_id],
    ['group_number', plan.group_number ?? t('profile.notProvided')],
    ['subscriber_name', plan.subscriber_name],
    ['subscriber_relationship', t(`profile.insurance.relationships.${plan.subscriber_relationship}`)],
  ] as const;
  return (
    <>
      <Card className="flex flex-col gap-4">
        <CardTitle level={2}>
          <span data-private="true">{plan.payer}</span>
        </CardTitle>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {rows.map(([field, value]) => (
            <div key={field} className="contents">
              <dt className="font-medium">{t(`profile.insurance.fields.${field}`)}</dt>
              <dd data-private="true">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('profile.insuranceItem.edit')}
          </Button>
          <RemovePlan plan={plan} />
        </div>
      </Card>
      <Card className="flex flex-col gap-4">
        <CardTitle level={2}>{t('profile.insuranceItem.photos')}</CardTitle>
        {CARD_SIDES.map((side) => (
          <div key={side} className="flex flex-col gap-2">
            <h3 className="font-medium">{t(`profile.insurance.sides.${side}`)}</h3>
            {plan[`has_${side}_image`] ? (
              photo(side)
            ) : (
              <p className="text-sm">{t('profile.insurance.noPhoto')}</p>
            )}
          </div>
        ))}
      </Card>
    </>
  );
}

function RemovePlan({ plan }: { plan: Insurance }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { saving, save } = useSave();
  const change = useOptimisticChange();
  const confirm = async () => {
    const took = await save(async () => {
      await change<InsuranceListResponse>(
        insuranceKey,
        (current) => ({ insurance: current.insurance.filter((p) => p.id !== plan.id) }),
        () => removeInsurance(plan.id),
      );
      return t('profile.removed');
    });
    if (took) navigate(profilePaths.insurance);
    return took;
  };
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">{t('profile.insuranceItem.remove')}</Button>}
      title={t('profile.insuranceItem.removeTitle', { payer: plan.payer })}
      description={t('profile.insuranceItem.removeDescription')}
      confirmLabel={t('profile.insuranceItem.confirmRemove')}
      cancelLabel={t('profile.insuranceItem.keep')}
      closeLabel={t('profile.cancel')}
      busy={saving}
      onConfirm={confirm}
    />
  );
}
