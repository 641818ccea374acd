import { useTranslation } from 'react-i18next';
import {
  ADMINISTRATIVE_SEXES,
  GENDER_IDENTITIES,
  type AdministrativeSex,
  type GenderIdentity,
  type GenderResponse,
} from '@portal/contract';
import { Card, RadioGroup } from '@portal/ui';
import { genderKey, usePatientGender } from '../api/get-gender';
import { saveGender } from '../api/save-gender';
import { SaveButton, useAnswerForm } from '../components/answer-form';
import { ProfilePage } from '../components/profile-page';
import { WhenLoaded } from '../components/when-loaded';

/** Sex and gender identity [PROF-4] (/profile/gender), each with "prefer not to say" (USCDI). */
export default function GenderScreen() {
  const { t } = useTranslation();
  const gender = usePatientGender();
  return (
    <ProfilePage title={t('profile.gender.title')} description={t('profile.gender.description')}>
      <WhenLoaded resource={gender}>{(data) => <GenderForm data={data} />}</WhenLoaded>
    </ProfilePage>
  );
}

function GenderForm({ data }: { data: GenderResponse }) {
  const { t } = useTranslation();
  const { value, setValue, saving, onSubmit } = useAnswerForm(genderKey, data, saveGender);
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <RadioGroup
          legend={t('profile.gender.sex')}
          name="sex"
          value={value.sex ?? ''}
          onValueChange={(sex) => setValue({ ...value, sex: sex as AdministrativeSex })}
          options={ADMINISTRATIVE_SEXES.map((s) => ({ value: s, label: t(`profile.gender.sexes.${s}`) }))}
        />
        <RadioGroup
          legend={t('profile.gender.genderIdentity')}
          name="gender_identity"
          value={value.gender_identity ?? ''}
          onValueChange={(g) => setValue({ ...value, gender_identity: g as GenderIdentity })}
          options={GENDER_IDENTITIES.map((g) => ({ value: g, label: t(`profile.gender.identities.${g}`) }))}
        />
        <SaveButton saving={saving} />
      </form>
    </Card>
  );
}
