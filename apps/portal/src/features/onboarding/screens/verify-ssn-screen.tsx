import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import {
  formatSsnInput,
  isValidSsn,
  maskSsn,
  type VerificationOutcomeResponse,
  TEXT_LIMITS,
} from '@portal/contract';
import { Button, Checkbox, TextField } from '@portal/ui';
import { paths } from '../../../config/paths';
import { showErrorToast } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useProblemText } from '../../../lib/problem-text';
import { crossCheckSsn } from '../api/cross-check-ssn';
import { identityStatusKey } from '../api/get-identity-status';
import { OnboardingPage } from '../components/onboarding-page';
import { useReasonText, VerificationFailure } from '../components/verification-failure';
import { reasonsByField } from '../lib/failure';
import { problem } from '../../../lib/problem-text';
import { verificationRoute } from '../lib/verification-result';
import type { OutcomeHandler } from '../lib/use-outcome';

/**
 * The SSN cross-check [IDV-7] (/signup/verify/confirm/ssn): offered after an ID scan passed, to check the
 * number against what the ID proved. It never verifies on its own. A match goes back to confirming the
 * information, which then says it matched; a mismatch stays here with the number as typed, the reason at
 * the field and the tries left, and Back leaves it (the check is optional).
 */
export default function VerifySsnScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const back = (
    <Button variant="secondary" onClick={() => navigate(paths.verifyConfirm)}>
      {t('onboarding.back')}
    </Button>
  );
  const onOutcome: OutcomeHandler = async (outcome) => {
    void mutate(identityStatusKey);
    if (verificationRoute(outcome) === 'passed') {
      notify.success(t('onboarding.ssn.matched'));
      navigate(paths.verifyConfirm);
    } else notify.error(t('onboarding.verify.failed'));
  };
  return (
    <OnboardingPage
      step="identity"
      title={t('onboarding.ssn.title')}
      description={t('onboarding.ssn.description')}
    >
      <SsnForm onOutcome={onOutcome} back={back} />
    </OnboardingPage>
  );
}

/**
 * The SSN is typed once, hidden by default, never stored in the browser (only in this form's memory) and
 * never sent to analytics [IDV-7]. It is cleared once it matched or the request failed; after a mismatch it
 * stays, so a typo can be fixed.
 */
function SsnForm({ onOutcome, back }: { onOutcome: OutcomeHandler; back: ReactNode }) {
  const { t } = useTranslation();
  const [ssn, setSsn] = useState('');
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<VerificationOutcomeResponse | null>(null);
  const text = useProblemText();
  const reasonText = useReasonText();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidSsn(ssn)) {
      setError(text(problem('ssn', 'ssn')));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const outcome = await crossCheckSsn(ssn);
      const failed = verificationRoute(outcome) === 'failed';
      if (!failed) setSsn('');
      setFailure(failed ? outcome : null);
      await onOutcome(outcome);
    } catch (caught) {
      setSsn('');
      showErrorToast(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" autoComplete="off">
      <TextField
        maxLength={TEXT_LIMITS.ssn}
        label={t('onboarding.ssn.label')}
        name="ssn"
        hint={ssn.length >= 11 && !shown ? maskSsn(ssn) : t('onboarding.ssn.hint')}
        type={shown ? 'text' : 'password'}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        data-private="true"
        value={ssn}
        onChange={(e) => {
          setSsn(formatSsnInput(e.target.value));
          setFailure(null);
        }}
        error={error ?? reasonText(reasonsByField(failure).ssn)}
        required
      />
      <Checkbox
        label={t('onboarding.ssn.show')}
        checked={shown}
        onChange={(e) => setShown(e.target.checked)}
      />
      <VerificationFailure outcome={failure} next="ssn" />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy}>
          {t('onboarding.ssn.submit')}
        </Button>
        {back}
      </div>
    </form>
  );
}
