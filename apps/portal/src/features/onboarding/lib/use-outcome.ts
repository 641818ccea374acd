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
import { verificationRoute } from './verification-result';

export type OutcomeHandler = (outcome: VerificationOutcomeResponse) => Promise<void>;

/**
 * Every other way answers alike: result.success goes on to the authorization, anything else is
 * "Verification failed." and back to the menu of other ways [IDV-3].
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
      navigate(paths.verifyChoice);
    }
  };
}

/** Sends a form's value once at a time; a refusal shows its message, the outcome goes to `onOutcome`. */
export function useSubmit<T>(
  send: (value: T) => Promise<VerificationOutcomeResponse>,
  onOutcome: OutcomeHandler,
) {
  const [busy, setBusy] = useState(false);
  const submit = async (value: T) => {
    setBusy(true);
    try {
      await onOutcome(await send(value));
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
