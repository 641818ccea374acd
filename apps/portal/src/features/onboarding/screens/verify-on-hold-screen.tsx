import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Alert, Button, Card } from '@portal/ui';
import { paths } from '../../../config/paths';
import { showErrorToast } from '../../../lib/api';
import { dateFormatters } from '../../../lib/date-format';
import { notify } from '../../../lib/notify';
import { changeAssistedCall } from '../api/change-assisted-call';
import { gatepassKey } from '../api/get-gatepass';
import { useIdentityStatus } from '../api/get-identity-status';
import { withdrawAssisted } from '../api/withdraw-assisted';
import { CallForm } from '../components/call-form';
import { OnboardingPage } from '../components/onboarding-page';
import { deviceTimeZone } from '../lib/call-time';

/**
 * Account on hold [IDV-5] (/signup/verify/choice/on-hold): a coordinator decides — after a call the patient
 * asked for, or about a correction of what their ID showed. The screen checks by itself and moves on. The
 * patient is not left only to wait: they may change the call (or book one for a review), or stop waiting
 * and choose another way to verify.
 */
export default function VerifyOnHoldScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const status = useIdentityStatus({ poll: true });
  const identity = status.data;
  const [checkedAt, setCheckedAt] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);

  useEffect(() => {
    // approved: the authorization's gate reads where the patient now stands
    if (identity?.status === 'verified') void mutate(gatepassKey).then(() => navigate(paths.hipaa));
    if (identity?.status === 'failed') {
      notify.error(t('onboarding.verify.failed'));
      navigate(paths.verifyChoice);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to the server's answer only
  }, [identity?.status]);

  // in the patient's language, and in the device's zone: the one they picked the time in ("in your local
  // time"), before any zone is saved in their settings
  const formats = dateFormatters(i18n.resolvedLanguage ?? 'en', deviceTimeZone());
  const request = identity?.assisted_request;

  const checkAgain = async () => {
    const fresh = await status.mutate();
    // Still waiting is news, not a success: said in the page, where it stays.
    if (fresh?.status === 'on_hold') setCheckedAt(formats.dateTime(new Date().toISOString()));
  };

  const chooseAnotherWay = async () => {
    setWithdrawing(true);
    try {
      await withdrawAssisted();
      await Promise.all([status.mutate(), mutate(gatepassKey)]);
      navigate(paths.verifyChoice);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setWithdrawing(false);
    }
  };

  return (
    <OnboardingPage
      step="identity"
      title={t('onboarding.onHold.title')}
      description={t('onboarding.onHold.description')}
    >
      <Card className="flex flex-col gap-4">
        <p>
          {request
            ? t('onboarding.onHold.call', {
                phone: request.phone,
                time: formats.dateTime(request.preferred_time),
              })
            : t('onboarding.onHold.review')}
        </p>
        <p role="status">{checkedAt && t('onboarding.onHold.stillWaiting', { time: checkedAt })}</p>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" loading={status.isValidating} onClick={() => void checkAgain()}>
            {t('onboarding.onHold.check')}
          </Button>
          {!changing && (
            <Button variant="secondary" onClick={() => setChanging(true)}>
              {t(request ? 'onboarding.onHold.changeCall' : 'onboarding.onHold.bookCall')}
            </Button>
          )}
          {!leaving && (
            <Button variant="ghost" onClick={() => setLeaving(true)}>
              {t('onboarding.onHold.otherWay')}
            </Button>
          )}
        </div>
        {leaving && (
          <Alert
            tone="warning"
            title={t(request ? 'onboarding.onHold.otherWayCall' : 'onboarding.onHold.otherWayReview')}
            actions={
              <>
                <Button loading={withdrawing} onClick={() => void chooseAnotherWay()}>
                  {t('onboarding.onHold.otherWayYes')}
                </Button>
                <Button variant="secondary" onClick={() => setLeaving(false)}>
                  {t('onboarding.onHold.keepWaiting')}
                </Button>
              </>
            }
          />
        )}
      </Card>
      {changing && (
        <Card className="mt-4 flex flex-col gap-4">
          <h2 className="text-xl font-semibold">
            {t(request ? 'onboarding.onHold.changeCall' : 'onboarding.onHold.bookCall')}
          </h2>
          <CallForm
            current={request}
            submitLabel={t('onboarding.onHold.saveCall')}
            onSend={async (call) => {
              await status.mutate(await changeAssistedCall(call), { revalidate: false });
              setChanging(false);
              notify.success(t('onboarding.onHold.callChanged'));
            }}
            actions={
              <Button variant="secondary" onClick={() => setChanging(false)}>
                {t('onboarding.onHold.keepCall')}
              </Button>
            }
          />
        </Card>
      )}
    </OnboardingPage>
  );
}
