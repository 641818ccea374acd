import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InsuranceListResponse, InsuranceRequest } from '@portal/contract';
import { Card } from '@portal/ui';
import { addInsurance } from '../api/add-insurance';
import { insuranceKey } from '../api/get-insurance';
import { useOptimisticChange } from '../api/optimistic';
import { useDraft } from '../../../lib/use-draft';
import { InsuranceForm, type InsuranceFields } from '../components/insurance-form';
import { ProfilePage } from '../components/profile-page';
import { useSave } from '../components/use-save';
import { profilePaths } from '../paths';

/** What a reload keeps of a plan being added [issue 23]: the fields, and whether photos were chosen. */
interface InsuranceDraft {
  fields: InsuranceFields;
  photosChosen: boolean;
}

/**
 * Add insurance [PROF-5] (/profile/insurance/new): shown in the list at once, gone again if refused. What is
 * typed survives a reload; photos do not (a page cannot put a file back), and the form says to choose them again.
 */
export default function NewInsuranceScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { saving, attempt } = useSave();
  const change = useOptimisticChange();
  const { kept, keep, discard } = useDraft<InsuranceDraft>('insurance');
  const onSubmit = async (request: InsuranceRequest) => {
    const outcome = await attempt(() =>
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
    if (outcome) return outcome.refused;
    discard();
    await navigate(profilePaths.insurance);
  };
  return (
    <ProfilePage
      title={t('profile.newInsurance.title')}
      description={t('profile.newInsurance.description')}
      back={profilePaths.insurance}
    >
      <Card>
        <InsuranceForm
          typed={kept.fields}
          saving={saving}
          submitLabel={t('profile.newInsurance.submit')}
          photoNote={kept.photosChosen ? t('profile.insurance.photosNotKept') : undefined}
          onFieldsChange={(fields) => keep({ fields })}
          onPhotoChosen={() => keep({ photosChosen: true })}
          onSubmit={onSubmit}
        />
      </Card>
    </ProfilePage>
  );
}
