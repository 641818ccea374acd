import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addPhoneRequest, PHONE_LABELS, type PhoneCodeSent, type PhoneLabel } from '@portal/contract';
import { Card, PhoneInput, RadioGroup, toSubmittedPhone } from '@portal/ui';
import { useProblemText } from '../../../lib/problem-text';
import { useFieldRefusals } from '../../../lib/use-field-refusals';
import { addPhone } from '../api/add-phone';
import { SaveButton } from '../components/answer-form';
import { PhoneCodeForm } from '../components/phone-code-form';
import { ProfilePage } from '../components/profile-page';
import { useSave } from '../components/use-save';
import { profilePaths } from '../paths';
import { formProblems } from '../../../lib/form-problems';

/** Where the server's refusals of a new number show: a number already on the account, at the number. */
const PHONE_REFUSALS = { phone: 'phone', PHONE_ALREADY_ADDED: 'phone', label: 'label' } as const;

/**
 * Add a phone number [PROF-3] (/profile/phones/new): the number and what it is (mobile, home, work), then the
 * code texted to it; it is used for nothing until that code comes back.
 */
export default function NewPhoneScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useProblemText();
  const [phone, setPhone] = useState('');
  const [label, setLabel] = useState<PhoneLabel | ''>('');
  const [problems, setProblems] = useState<ReturnType<typeof formProblems>>({});
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const { saving, save } = useSave();
  const { refusals, take, fixed } = useFieldRefusals(PHONE_REFUSALS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = { phone: toSubmittedPhone(phone), label };
    const found = formProblems(addPhoneRequest, request);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    await save(async () => {
      setSent(await addPhone({ phone: request.phone, label: label as PhoneLabel }));
      return t('profile.phones.codeSentToast');
    }, take);
  };

  return (
    <ProfilePage
      title={t('profile.newPhone.title')}
      description={t('profile.newPhone.description')}
      back={profilePaths.phones}
    >
      <Card>
        {sent ? (
          <PhoneCodeForm sent={sent} onConfirmed={() => navigate(profilePaths.phones)} />
        ) : (
          <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
            <PhoneInput
              label={t('profile.newPhone.number')}
              name="phone"
              autoComplete="tel-national"
              required
              value={phone}
              onValueChange={(value) => {
                setPhone(value);
                fixed('phone');
              }}
              error={text(problems.phone) ?? refusals.phone}
            />
            <RadioGroup
              legend={t('profile.newPhone.label')}
              name="label"
              required
              value={label}
              onValueChange={(v) => {
                setLabel(v as PhoneLabel);
                fixed('label');
              }}
              error={
                (problems.label && text({ ...problems.label, field: 'profile.newPhone.label' })) ??
                refusals.label
              }
              options={PHONE_LABELS.map((l) => ({ value: l, label: t(`profile.phones.labels.${l}`) }))}
            />
            <SaveButton saving={saving}>{t('profile.newPhone.submit')}</SaveButton>
          </form>
        )}
      </Card>
    </ProfilePage>
  );
}
