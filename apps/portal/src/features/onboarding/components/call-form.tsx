import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneProblem, type AssistedVerificationRequest } from '@portal/contract';
import { Button, PhoneInput, TextField, toSubmittedPhone } from '@portal/ui';
import { usePatientProfile } from '../../../app/patient-profile';
import { showErrorToast } from '../../../lib/api';
import { problem, useProblemText } from '../../../lib/problem-text';
import { callTimeProblem, deviceTimeZone, suggestedCallTime, toLocalInput } from '../lib/call-time';

/**
 * When and where a coordinator should call [IDV-5]: asked for from the other ways, changed while on hold.
 * The number starts as the mobile the patient verified at sign-up, the time as the next one a coordinator
 * can call; a time outside their hours is refused at the field, on the patient's clock.
 */
export function CallForm({
  current,
  submitLabel,
  onSend,
  actions,
}: {
  /** The call already booked, when changing it. */
  current?: { phone: string; preferred_time: string } | null;
  submitLabel: string;
  onSend: (request: AssistedVerificationRequest) => Promise<void>;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { profile } = usePatientProfile();
  // Until the patient types, the booked number or the verified mobile (the profile may arrive after the form).
  const [typedPhone, setPhone] = useState<string | null>(null);
  const phone = typedPhone ?? current?.phone ?? profile.phone_number ?? '';
  const [time, setTime] = useState(() =>
    current?.preferred_time ? toLocalInput(new Date(current.preferred_time)) : suggestedCallTime(),
  );
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const text = useProblemText();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const submitted = toSubmittedPhone(phone);
    const phoneWrong = phoneProblem(submitted);
    if (phoneWrong) found.phone = text(problem(phoneWrong, 'phone'));
    const timeProblem = callTimeProblem(time);
    if (timeProblem) found.time = text(problem(timeProblem, 'preferred_time'));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSend({
        phone: submitted,
        preferred_time: new Date(time).toISOString(),
        time_zone: deviceTimeZone(),
        note: note.trim() || null,
      });
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
          {submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
