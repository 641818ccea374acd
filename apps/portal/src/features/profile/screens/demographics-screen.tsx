import { useTranslation } from 'react-i18next';
import {
  ETHNICITIES,
  PREFERRED_LANGUAGES,
  RACES,
  type Demographics,
  type Ethnicity,
  type PreferredLanguage,
} from '@portal/contract';
import { Alert, Card, Checkbox, RadioGroup, Select } from '@portal/ui';
import { demographicsKey, useDemographics } from '../api/get-demographics';
import { saveDemographics } from '../api/save-demographics';
import { SaveButton, useAnswerForm } from '../components/answer-form';
import { ProfilePage } from '../components/profile-page';
import { WhenLoaded } from '../components/when-loaded';

/** Demographics 2 [PROF-4] (/profile/demographics): race, ethnicity, preferred language; optional, and why. */
export default function DemographicsScreen() {
  const { t } = useTranslation();
  const demographics = useDemographics();
  return (
    <ProfilePage title={t('profile.demographics.title')} description={t('profile.demographics.description')}>
      <Alert tone="info" title={t('profile.demographics.why')}>
        {t('profile.demographics.reason')}
      </Alert>
      <WhenLoaded resource={demographics}>{(data) => <DemographicsForm data={data} />}</WhenLoaded>
    </ProfilePage>
  );
}

function DemographicsForm({ data }: { data: Demographics }) {
  const { t } = useTranslation();
  const { value, setValue, saving, onSubmit } = useAnswerForm(demographicsKey, data, saveDemographics);
  const toggleRace = (race: Demographics['races'][number], on: boolean) =>
    setValue({
      ...value,
      race_declined: false,
      races: on ? [...value.races, race] : value.races.filter((r) => r !== race),
    });
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold">{t('profile.demographics.races')}</legend>
          {RACES.map((race) => (
            <Checkbox
              key={race}
              label={t(`profile.demographics.raceOptions.${race}`)}
              checked={value.races.includes(race)}
              onChange={(e) => toggleRace(race, e.target.checked)}
            />
          ))}
          <Checkbox
            label={t('profile.demographics.raceDeclined')}
            checked={value.race_declined}
            onChange={(e) => setValue({ ...value, race_declined: e.target.checked, races: [] })}
          />
        </fieldset>
        <RadioGroup
          legend={t('profile.demographics.ethnicity')}
          name="ethnicity"
          value={value.ethnicity ?? ''}
          onValueChange={(e) => setValue({ ...value, ethnicity: e as Ethnicity })}
          options={ETHNICITIES.map((e) => ({ value: e, label: t(`profile.demographics.ethnicities.${e}`) }))}
        />
        <Select
          label={t('profile.demographics.language')}
          placeholder={t('profile.demographics.languagePlaceholder')}
          value={value.preferred_language ?? ''}
          onChange={(e) =>
            setValue({ ...value, preferred_language: (e.target.value || null) as PreferredLanguage | null })
          }
          options={PREFERRED_LANGUAGES.map((l) => ({
            value: l,
            label: t(`profile.demographics.languages.${l}`),
          }))}
        />
        <SaveButton saving={saving} />
      </form>
    </Card>
  );
}
