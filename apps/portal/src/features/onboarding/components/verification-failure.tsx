import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VerificationFailureReason, VerificationOutcomeResponse } from '@portal/contract';
import { Alert, Button } from '@portal/ui';
import { paths } from '../../../config/paths';
import { verificationRoute } from '../lib/verification-result';

/**
 * Under a form whose check failed [IDV-3]: the spec's "Verification failed." (also shown as its toast), the
 * tries left today on this way and what to do next. The reasons themselves are at their fields.
 */
export function VerificationFailure({
  outcome,
  next = 'otherWays',
}: {
  outcome: VerificationOutcomeResponse | null;
  /** The SSN check is optional and offers no other way: going back is the way on. */
  next?: 'otherWays' | 'ssn';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!outcome || verificationRoute(outcome) === 'passed') return null;
  const left = outcome.attempts_left;
  return (
    <Alert
      tone="danger"
      title={t('onboarding.verify.failed')}
      actions={
        next === 'otherWays' && (
          <Button variant="secondary" onClick={() => navigate(paths.verifyChoice)}>
            {t('onboarding.failure.otherWays')}
          </Button>
        )
      }
    >
      <p>
        {left > 0 ? t('onboarding.failure.attemptsLeft', { count: left }) : t('onboarding.failure.noneLeft')}
      </p>
      <p>{t(next === 'ssn' ? 'onboarding.failure.nextSsn' : 'onboarding.failure.next')}</p>
    </Alert>
  );
}

/** A reason's words, for the field it belongs to; nothing when there is none. */
export function useReasonText() {
  const { t } = useTranslation();
  return (reason: VerificationFailureReason | undefined) =>
    reason ? t(`onboarding.failure.reasons.${reason}`) : undefined;
}
