import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { licenceProblems, type LicenceProblem, TEXT_LIMITS } from '@portal/contract';
import { Button, DateField, Select, TextField, US_STATES } from '@portal/ui';
import { useProblemText } from '../../../lib/problem-text';
import { checkDriverLicence } from '../api/check-driver-licence';
import { BackToOtherWays } from '../components/back-to-other-ways';
import { OnboardingPage } from '../components/onboarding-page';
import { useReasonText, VerificationFailure } from '../components/verification-failure';
import { licenceProblem } from '../lib/problems';
import { useSettleOutcome, useSubmit, type OutcomeHandler } from '../lib/use-outcome';

/** Driver licence check [IDV-6] (/signup/verify/choice/licence). */
export default function VerifyLicenceScreen() {
  const { t } = useTranslation();
  return (
    <OnboardingPage
      step="identity"
      title={t('onboarding.licence.title')}
      description={t('onboarding.licence.description')}
    >
      <LicenceForm onOutcome={useSettleOutcome()} back={<BackToOtherWays />} />
    </OnboardingPage>
  );
}

const LICENCE_FIELD: Record<LicenceProblem, 'number' | 'state' | 'issue' | 'expiry'> = {
  number: 'number',
  state: 'state',
  issue_date: 'issue',
  expiry_date: 'expiry',
  expired: 'expiry',
  issued_after_expiry: 'issue',
};

function LicenceForm({ onOutcome, back }: { onOutcome: OutcomeHandler; back: ReactNode }) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [state, setState] = useState('');
  const [issue, setIssue] = useState('');
  const [expiry, setExpiry] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, submit, failure, reasons, fieldChanged } = useSubmit(checkDriverLicence, onOutcome);
  const text = useProblemText();
  const reasonText = useReasonText();
  // "No match" is about the licence as a whole: any change to it may be the fix.
  const changed =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      fieldChanged('number');
    };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const licence = { number, state, issue_date: issue, expiry_date: expiry };
    const found: Record<string, string> = {};
    for (const problem of licenceProblems(licence))
      found[LICENCE_FIELD[problem]] ??= text(licenceProblem(problem));
    setErrors(found);
    if (Object.keys(found).length === 0) void submit(licence);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        maxLength={TEXT_LIMITS.licenceNumber}
        label={t('onboarding.licence.number')}
        value={number}
        onChange={(e) => changed(setNumber)(e.target.value)}
        error={errors.number ?? reasonText(reasons.number)}
        autoComplete="off"
        required
      />
      <Select
        label={t('onboarding.licence.state')}
        placeholder={t('onboarding.licence.statePlaceholder')}
        options={US_STATES}
        value={state}
        onChange={(e) => changed(setState)(e.target.value)}
        error={errors.state}
        required
      />
      <DateField
        label={t('onboarding.licence.issueDate')}
        value={issue}
        onChange={(e) => changed(setIssue)(e.target.value)}
        error={errors.issue}
        required
      />
      <DateField
        label={t('onboarding.licence.expiryDate')}
        value={expiry}
        onChange={(e) => changed(setExpiry)(e.target.value)}
        error={errors.expiry}
        required
      />
      <VerificationFailure outcome={failure} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy}>
          {t('onboarding.licence.submit')}
        </Button>
        {back}
      </div>
    </form>
  );
}
