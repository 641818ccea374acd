import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { PatientPhone, PhoneCodeSent, PhonesResponse } from '@portal/contract';
import { Button, Card, CardTitle, EmptyState, formatPhoneDisplay, StatusBadge } from '@portal/ui';
import { StepUpCode, type StepUp } from '../../account/components/step-up-code';
import { phonesKey, usePatientPhones } from '../api/get-phones';
import { makeSignInPhone } from '../api/make-sign-in-phone';
import { useOptimisticChange } from '../api/optimistic';
import { removePhone } from '../api/remove-phone';
import { resendPhoneCode } from '../api/resend-phone-code';
import { PhoneCodeForm } from '../components/phone-code-form';
import { ProfilePage } from '../components/profile-page';
import { useSave } from '../components/use-save';
import { WhenLoaded } from '../components/when-loaded';
import { profilePaths } from '../paths';
import { FormActions } from '../../../components/form-actions';

/**
 * Phone numbers [PROF-3] (/profile/phones): the sign-in mobile, and other numbers, each confirmed by a code
 * before it is used. A confirmed number can become the sign-in mobile with a fresh code from the current one.
 */
export default function PhonesScreen() {
  const { t } = useTranslation();
  const phones = usePatientPhones();
  return (
    <ProfilePage title={t('profile.phones.title')} description={t('profile.phones.description')}>
      <WhenLoaded resource={phones}>{(data) => <Phones data={data} />}</WhenLoaded>
    </ProfilePage>
  );
}

function Phones({ data }: { data: PhonesResponse }) {
  const { t } = useTranslation();
  const [mobile, ...others] = data.phoneNumber;
  const add = (
    <Button asChild variant="secondary">
      <RouterLink to={profilePaths.newPhone}>{t('profile.phones.add')}</RouterLink>
    </Button>
  );
  return (
    <>
      <Card className="flex flex-col gap-2">
        <CardTitle level={2}>{t('profile.phones.signIn')}</CardTitle>
        {mobile && (
          <p className="font-semibold" data-private="true">
            {formatPhoneDisplay(mobile.phone)}
          </p>
        )}
        <p className="text-sm">{t('profile.phones.signInHint')}</p>
      </Card>
      <Card className="flex flex-col gap-4">
        <CardTitle level={2}>{t('profile.phones.others')}</CardTitle>
        {others.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={t('profile.phones.none')}
            description={t('profile.phones.noneHint')}
            action={add}
          />
        ) : (
          <>
            <ul className="flex flex-col divide-y divide-border">
              {others.map((phone) => (
                <OtherPhone key={phone.id} phone={phone} />
              ))}
            </ul>
            <div>{add}</div>
          </>
        )}
      </Card>
    </>
  );
}

function OtherPhone({ phone }: { phone: PatientPhone }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { saving, save } = useSave();
  const change = useOptimisticChange();
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const [switching, setSwitching] = useState(false);
  const [stepUp, setStepUp] = useState<StepUp | null>(null);
  const number = formatPhoneDisplay(phone.phone);

  const remove = () =>
    save(async () => {
      await change<PhonesResponse>(
        phonesKey,
        (current) => ({ phoneNumber: current.phoneNumber.filter((p) => p.id !== phone.id) }),
        () => removePhone(phone.id),
      );
      return t('profile.removed');
    });
  const askCode = () =>
    save(async () => {
      setSent(await resendPhoneCode(phone.id));
      return t('profile.phones.codeSentToast');
    });
  const switchSignIn = () =>
    stepUp &&
    save(async () => {
      await makeSignInPhone({ id: phone.id, ...stepUp });
      await mutate(phonesKey);
      return t('profile.phones.signInChanged');
    });

  return (
    <li className="flex flex-col gap-3 py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold" data-private="true">
            {number}
          </p>
          <p className="text-sm">{t(`profile.phones.labels.${phone.label}`)}</p>
        </div>
        <StatusBadge
          label={phone.confirmed ? t('profile.phones.isConfirmed') : t('profile.phones.notConfirmed')}
          tone={phone.confirmed ? 'success' : 'progress'}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {!phone.confirmed && !sent && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('profile.phones.confirmNumber', { number })}
            onClick={() => void askCode()}
          >
            {t('profile.phones.confirm')}
          </Button>
        )}
        {phone.confirmed && !switching && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('profile.phones.useForSignInNumber', { number })}
            onClick={() => setSwitching(true)}
          >
            {t('profile.phones.useForSignIn')}
          </Button>
        )}
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('profile.phones.removeNumber', { number })}
          onClick={() => void remove()}
        >
          {t('profile.remove')}
        </Button>
      </div>
      {sent && <PhoneCodeForm sent={sent} onConfirmed={() => setSent(null)} />}
      {switching && (
        <div className="flex flex-col gap-3 rounded-card border border-border p-4">
          <p>{t('profile.phones.stepUpHint')}</p>
          <StepUpCode action="sign_in_phone" onChange={setStepUp} />
          <FormActions onCancel={() => setSwitching(false)}>
            <Button loading={saving} disabled={!stepUp} onClick={() => void switchSignIn()}>
              {t('profile.phones.changeSignIn')}
            </Button>
          </FormActions>
        </div>
      )}
    </li>
  );
}
