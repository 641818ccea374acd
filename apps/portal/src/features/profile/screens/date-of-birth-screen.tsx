import { useState, type FormEvent } from 'react';
import { calendarDay } from '../../../lib/date-format';
import { useTranslation } from 'react-i18next';
import { dateOfBirthRequest, type DateOfBirthResponse } from '@portal/contract';
import { Card, DateField } from '@portal/ui';
import { useProblemText } from '../../../lib/problem-text';
import { changeDateOfBirth } from '../api/change-date-of-birth';
import { dateOfBirthKey, usePatientDateOfBirth } from '../api/get-date-of-birth';
import { useOptimisticChange } from '../api/optimistic';
import { SaveButton } from '../components/answer-form';
import { ProfilePage } from '../components/profile-page';
import { ReviewNote } from '../components/review-note';
import { useSave } from '../components/use-save';
import { WhenLoaded } from '../components/when-loaded';
import { formProblems } from '../../../lib/form-problems';

/** Date of birth [PROF-4] (/profile/date-of-birth); once identity is verified a change goes to review. */
export default function DateOfBirthScreen() {
  const { t } = useTranslation();
  const dob = usePatientDateOfBirth();
  return (
    <ProfilePage title={t('profile.dateOfBirth.title')} description={t('profile.dateOfBirth.description')}>
      <WhenLoaded resource={dob}>{(data) => <DateOfBirthForm data={data} />}</WhenLoaded>
    </ProfilePage>
  );
}

function DateOfBirthForm({ data }: { data: DateOfBirthResponse }) {
  const { t, i18n } = useTranslation();
  const text = useProblemText();
  const [value, setValue] = useState(data.date_of_birth);
  const [problems, setProblems] = useState<ReturnType<typeof formProblems>>({});
  const { saving, save } = useSave();
  const change = useOptimisticChange();
  const pending = data.pending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = formProblems(dateOfBirthRequest, { date_of_birth: value });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    let inReview = false;
    await save(async () => {
      await change<DateOfBirthResponse>(
        dateOfBirthKey,
        (current) => ({ ...current, date_of_birth: value }),
        async () => (inReview = (await changeDateOfBirth({ date_of_birth: value })).outcome === 'in_review'),
      );
      return inReview ? t('profile.sentToReview') : undefined;
    });
  };

  return (
    <Card className="flex flex-col gap-4">
      {pending && (
        <ReviewNote
          value={calendarDay(pending.value, i18n.resolvedLanguage)}
          requestedAt={pending.requested_at}
        />
      )}
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <DateField
          label={t('profile.dateOfBirth.label')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={text(problems.date_of_birth)}
          autoComplete="bday"
          required
          data-private="true"
        />
        <SaveButton saving={saving} />
      </form>
    </Card>
  );
}
