import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addPhoneRequest, PHONE_LABELS, type PhoneCodeSent, type PhoneLabel } from '@portal/contract';
import { Card, PhoneInput, RadioGroup, toSubmittedPhone } from '@portal/ui';
import { useProblemText } from '../../../lib/problem-text';
import { useDraft } from '../../../lib/use-draft';
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
 * What a reload keeps of a number being added [issue 23]: the number, its kind and the code sent for it (which
 * attempt it belongs to, as the sign-in keeps its own: the code itself is never kept, the patient has it).
 */
interface PhoneDraft {
  phone: string;
  label: PhoneLabel | '';
  sent: PhoneCodeSent;
}

const codeStep = `${profilePaths.newPhone}?step=code`;

/**
 * Add a phone number [PROF-3] (/profile/phones/new): the number and what it is (mobile, home, work), then the
 * code texted to it (`?step=code`, a step of its own so Back returns to the number); it is used for nothing
 * until that code comes back. A reload keeps the step and the number.
 */
export default function NewPhoneScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const text = useProblemText();
  const { kept, keep, discard } = useDraft<PhoneDraft>('newPhone');
  const [phone, setPhone] = useState(kept.phone ?? '');
  const [label, setLabel] = useState<PhoneLabel | ''>(kept.label ?? '');
  const [problems, setProblems] = useState<ReturnType<typeof formProblems>>({});
  const [sent, setSent] = useState(kept.sent);
  const { saving, save } = useSave();
  const { refusals, take, fixed } = useFieldRefusals(PHONE_REFUSALS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request = { phone: toSubmittedPhone(phone), label };
    const found = formProblems(addPhoneRequest, request);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    // Back from the code to the same number: its code is on its way already (adding it again is refused)
    if (sent?.phone.phone === request.phone) return navigate(codeStep);
    const took = await save(async () => {
      const answer = await addPhone({ phone: request.phone, label: label as PhoneLabel });
      setSent(answer);
      keep({ sent: answer });
      return t('profile.phones.codeSentToast');
    }, take);
    if (took) await navigate(codeStep);
  };

  const codeAsked = search.get('step') === 'code';
  if (codeAsked && !sent) return <Navigate to={profilePaths.newPhone} replace />;
  return (
    <ProfilePage
      title={t('profile.newPhone.title')}
      description={t('profile.newPhone.description')}
      back={profilePaths.phones}
    >
      <Card>
        {codeAsked && sent ? (
          <PhoneCodeForm
            sent={sent}
            onResent={(again) => {
              setSent(again);
              keep({ sent: again });
            }}
            onConfirmed={() => {
              discard();
              void navigate(profilePaths.phones);
            }}
          />
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
                keep({ phone: value });
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
                keep({ label: v as PhoneLabel });
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
