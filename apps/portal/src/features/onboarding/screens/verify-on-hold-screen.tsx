import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button, Card } from '@portal/ui';
import { paths } from '../../../config/paths';
import { dateFormatters } from '../../../lib/date-format';
import { notify } from '../../../lib/notify';
import { gatepassKey } from '../api/get-gatepass';
import { useIdentityStatus } from '../api/get-identity-status';
import { OnboardingPage } from '../components/onboarding-page';

/**
 * Account on hold [IDV-5] (/signup/verify/choice/on-hold): a coordinator decides — after a call the patient
 * asked for, or about a correction of what their ID showed. The screen checks by itself and moves on.
 */
export default function VerifyOnHoldScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const status = useIdentityStatus({ poll: true });
  const identity = status.data;

  useEffect(() => {
    // approved: the authorization's gate reads where the patient now stands
    if (identity?.status === 'verified') void mutate(gatepassKey).then(() => navigate(paths.hipaa));
    if (identity?.status === 'failed') {
      notify.error(t('onboarding.verify.failed'));
      navigate(paths.verifyChoice);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to the server's answer only
  }, [identity?.status]);

  const request = identity?.assisted_request;
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
                // in the patient's language, and in the device's zone: the one they picked the time in ("in
                // your local time"), before any zone is saved in their settings
                time: dateFormatters(
                  i18n.resolvedLanguage ?? 'en',
                  Intl.DateTimeFormat().resolvedOptions().timeZone,
                ).dateTime(request.preferred_time),
              })
            : t('onboarding.onHold.review')}
        </p>
        <div>
          <Button
            variant="secondary"
            loading={status.isValidating}
            onClick={async () => {
              const fresh = await status.mutate();
              if (fresh?.status === 'on_hold') notify.success(t('onboarding.onHold.stillWaiting'));
            }}
          >
            {t('onboarding.onHold.check')}
          </Button>
        </div>
      </Card>
    </OnboardingPage>
  );
}
