import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMINISTRATIVE_SEXES,
  GENDER_IDENTITIES,
  SEXES_AT_BIRTH,
  type AdministrativeSex,
  type GenderIdentity,
  type GenderResponse,
  type SexAtBirth,
} from '@portal/contract';
import { Card, RadioGroup } from '@portal/ui';
import { genderKey, usePatientGender } from '../api/get-gender';
import { saveGender } from '../api/save-gender';
import { SaveButton, useAnswerForm } from '../components/answer-form';
import { ProfilePage } from '../components/profile-page';
import { WhenLoaded } from '../components/when-loaded';

/**
 * Sex assigned at birth, gender identity and sex as on the records [PROF-4] (/profile/gender), each with
 * "prefer not to say". The sex assigned at birth comes first: it is the one the screenings read.
 */
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
  const whyId = useId();
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <RadioGroup
            legend={t('profile.gender.sexAtBirth')}
            name="sex_at_birth"
            aria-describedby={whyId}
            value={value.sex_at_birth ?? ''}
            onValueChange={(sex) => setValue({ ...value, sex_at_birth: sex as SexAtBirth })}
            options={SEXES_AT_BIRTH.map((s) => ({ value: s, label: t(`profile.gender.sexesAtBirth.${s}`) }))}
          />
          <p id={whyId} className="text-sm text-on-surface-muted">
            {t('profile.gender.sexAtBirthWhy')}
          </p>
        </div>
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
