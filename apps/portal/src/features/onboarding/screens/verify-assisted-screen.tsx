import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { phoneProblem } from '@portal/contract';
import { Button, PhoneInput, TextField, toSubmittedPhone } from '@portal/ui';
import { paths } from '../../../config/paths';
import { showErrorToast } from '../../../lib/api';
import { useProblemText } from '../../../lib/problem-text';
import { gatepassKey } from '../api/get-gatepass';
import { identityStatusKey } from '../api/get-identity-status';
import { requestAssisted } from '../api/request-assisted';
import { BackToOtherWays } from '../components/back-to-other-ways';
import { OnboardingPage } from '../components/onboarding-page';
import { problem } from '../../../lib/problem-text';

/** Coordinator-assisted verification [IDV-5]: ask for a call (/signup/verify/choice/assisted). */
export default function VerifyAssistedScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return (
    <OnboardingPage
      step="identity"
      title={t('onboarding.assisted.title')}
      description={t('onboarding.assisted.description')}
    >
      <AssistedForm
        back={<BackToOtherWays />}
        onRequested={async () => {
          await mutate(identityStatusKey);
          await mutate(gatepassKey);
          navigate(paths.verifyOnHold);
        }}
      />
    </OnboardingPage>
  );
}

/** A datetime-local default one day ahead at 10:00, in the patient's own time. */
function tomorrowAtTen(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  date.setHours(10, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:00`;
}

function AssistedForm({ onRequested, back }: { onRequested: () => Promise<void>; back: ReactNode }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [time, setTime] = useState(tomorrowAtTen);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const text = useProblemText();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const submitted = toSubmittedPhone(phone);
    const when = new Date(time);
    const ahead = when.getTime() - Date.now();
    const phoneWrong = phoneProblem(submitted);
    if (phoneWrong) found.phone = text(problem(phoneWrong, 'phone'));
    if (Number.isNaN(when.getTime()) || ahead < 0 || ahead > 30 * 24 * 3600_000)
      found.time = text(problem('preferred_time_range', 'preferred_time'));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await requestAssisted({
        phone: submitted,
        preferred_time: when.toISOString(),
        note: note.trim() || null,
      });
      await onRequested();
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <PhoneInput
        label={t('onboarding.assisted.phone')}
        value={phone}
        onValueChange={setPhone}
        error={errors.phone}
        autoComplete="tel-national"
        required
      />
      <TextField
        type="datetime-local"
        label={t('onboarding.assisted.time')}
        hint={t('onboarding.assisted.timeHint')}
        value={time}
        onChange={(e) => setTime(e.target.value)}
        error={errors.time}
        required
      />
      <TextField
        label={t('onboarding.assisted.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={500}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy}>
          {t('onboarding.assisted.submit')}
        </Button>
        {back}
      </div>
    </form>
  );
}
