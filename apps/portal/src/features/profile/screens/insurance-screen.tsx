import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Insurance } from '@portal/contract';
import { Button, Card, CardTitle, EmptyState, Link } from '@portal/ui';
import { useInsurance } from '../api/get-insurance';
import { ProfilePage } from '../components/profile-page';
import { WhenLoaded } from '../components/when-loaded';
import { profilePaths } from '../paths';

/** Insurance list [PROF-5] (/profile/insurance): each plan, whether its card photos are on file, and adding one. */
export default function InsuranceScreen() {
  const { t } = useTranslation();
  const insurance = useInsurance();
  const add = (
    <Button asChild variant="secondary">
      <RouterLink to={profilePaths.newInsurance}>{t('profile.insurance.add')}</RouterLink>
    </Button>
  );
  return (
    <ProfilePage title={t('profile.insurance.title')} description={t('profile.insurance.description')}>
      <WhenLoaded resource={insurance}>
        {({ insurance: plans }) =>
          plans.length === 0 ? (
            <Card>
              <EmptyState
                headingLevel={2}
                title={t('profile.insurance.none')}
                description={t('profile.insurance.noneHint')}
                action={add}
              />
            </Card>
          ) : (
            <>
              <ul className="flex flex-col gap-4">
                {plans.map((plan) => (
                  <li key={plan.id}>
                    <PlanCard plan={plan} />
                  </li>
                ))}
              </ul>
              <div>{add}</div>
            </>
          )
        }
      </WhenLoaded>
    </ProfilePage>
  );
}

function PlanCard({ plan }: { plan: Insurance }) {
  const { t } = useTranslation();
  const photos = [plan.has_front_image && 'front', plan.has_back_image && 'back'].filter(Boolean) as string[];
  return (
    <Card className="flex flex-col gap-2">
      <CardTitle level={2}>
        <span data-private="true">{plan.payer}</span>
      </CardTitle>
      <p data-private="true">{t('profile.insurance.memberId', { id: plan.member_id })}</p>
      <p className="text-sm">
        {photos.length === 0
          ? t('profile.insurance.noPhotos')
          : t('profile.insurance.photosOnFile', {
              sides: photos
                .map((side) => t(`profile.insurance.sides.${side as 'front' | 'back'}`))
                .join(', '),
            })}
      </p>
      {plan.id !== 'adding' && (
        <div>
          <Link asChild>
            <RouterLink to={profilePaths.insuranceItem(plan.id)} data-private="true">
              {t('profile.insurance.open', { payer: plan.payer })}
            </RouterLink>
          </Link>
        </div>
      )}
    </Card>
  );
}
