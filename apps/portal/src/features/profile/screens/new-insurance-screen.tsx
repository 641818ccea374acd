import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InsuranceListResponse, InsuranceRequest } from '@portal/contract';
import { Card } from '@portal/ui';
import { addInsurance } from '../api/add-insurance';
import { insuranceKey } from '../api/get-insurance';
import { useOptimisticChange } from '../api/optimistic';
import { InsuranceForm } from '../components/insurance-form';
import { ProfilePage } from '../components/profile-page';
import { useSave } from '../components/use-save';
import { profilePaths } from '../paths';

/** Add insurance [PROF-5] (/profile/insurance/new): shown in the list at once, gone again if refused. */
export default function NewInsuranceScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { saving, save } = useSave();
  const change = useOptimisticChange();
  const onSubmit = async (request: InsuranceRequest) => {
    const took = await save(() =>
      change<InsuranceListResponse>(
        insuranceKey,
        (current) => ({
          insurance: [
            ...current.insurance,
            {
              id: 'adding',
              payer: request.payer,
              member_id: request.member_id,
              group_number: request.group_number ?? null,
              subscriber_name: request.subscriber_name,
              subscriber_relationship: request.subscriber_relationship,
              has_front_image: Boolean(request.front_image),
              has_back_image: Boolean(request.back_image),
              updated_at: new Date().toISOString(),
            },
          ],
        }),
        () => addInsurance(request),
      ),
    );
    if (took) navigate(profilePaths.insurance);
  };
  return (
    <ProfilePage
      title={t('profile.newInsurance.title')}
      description={t('profile.newInsurance.description')}
      back={profilePaths.insurance}
    >
      <Card>
        <InsuranceForm
          saving={saving}
          submitLabel={t('profile.newInsurance.submit')}
          onSubmit={(r) => void onSubmit(r)}
        />
      </Card>
    </ProfilePage>
  );
}
