import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { VerificationOutcomeResponse } from '@portal/contract';
import { paths } from '../../../config/paths';
import { showErrorToast } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { gatepassKey } from '../api/get-gatepass';
import { identityStatusKey } from '../api/get-identity-status';
import { reasonsByField, withoutField, type FailureField, type FieldReasons } from './failure';
import { verificationRoute } from './verification-result';

export type OutcomeHandler = (outcome: VerificationOutcomeResponse) => Promise<void>;

/**
 * Every other way answers alike: result.success goes on to the authorization, anything else is
 * "Verification failed." [IDV-3] — the spec's toast, while the patient stays on the form with what they
 * typed, the reasons at their fields and the tries left (see VerificationFailure).
 */
export function useSettleOutcome(): OutcomeHandler {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  return async (outcome) => {
    await mutate(gatepassKey);
    if (verificationRoute(outcome) === 'passed') {
      await mutate(identityStatusKey);
      navigate(paths.hipaa);
    } else {
      void mutate(identityStatusKey);
      notify.error(t('onboarding.verify.failed'));
    }
  };
}

/**
 * Sends a form's value once at a time; a refusal shows its message, the outcome goes to `onOutcome`. A
 * failed outcome stays as `failure` (its reasons by field in `reasons`) until the next try; a field the
 * patient changes drops its own reason (`fieldChanged`).
 */
export function useSubmit<T>(
  send: (value: T) => Promise<VerificationOutcomeResponse>,
  onOutcome: OutcomeHandler,
) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<VerificationOutcomeResponse | null>(null);
  const [reasons, setReasons] = useState<FieldReasons>({});
  const submit = async (value: T) => {
    setBusy(true);
    try {
      const outcome = await send(value);
      const failed = verificationRoute(outcome) === 'failed';
      setFailure(failed ? outcome : null);
      setReasons(reasonsByField(outcome));
      await onOutcome(outcome);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };
  const fieldChanged = (field: FailureField) => setReasons((shown) => withoutField(shown, field));
  return { busy, submit, failure, reasons, fieldChanged };
}
