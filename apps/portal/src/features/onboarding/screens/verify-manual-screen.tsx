import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_TYPES, isPlausibleBirthDate, TEXT_LIMITS } from '@portal/contract';
import { Alert, Button, DateField, RadioGroup, TextField } from '@portal/ui';
import { useProblemText } from '../../../lib/problem-text';
import { submitManual } from '../api/submit-manual';
import { BackToOtherWays } from '../components/back-to-other-ways';
import { OnboardingPage } from '../components/onboarding-page';
import { PhotoCapture } from '../components/photo-capture';
import { useReasonText, VerificationFailure } from '../components/verification-failure';
import type { CapturedPhoto } from '../../../lib/image-file';
import { problem } from '../../../lib/problem-text';
import { required } from '../lib/problems';
import { useSettleOutcome, useSubmit, type OutcomeHandler } from '../lib/use-outcome';

/** Manual identification [IDV-4]: details and a photo of a document (/signup/verify/choice/manual). */
export default function VerifyManualScreen() {
  const { t } = useTranslation();
  return (
    <OnboardingPage
      step="identity"
      title={t('onboarding.manual.title')}
      description={t('onboarding.manual.description')}
    >
      <ManualForm onOutcome={useSettleOutcome()} back={<BackToOtherWays />} />
    </OnboardingPage>
  );
}

function ManualForm({ onOutcome, back }: { onOutcome: OutcomeHandler; back: ReactNode }) {
  const { t } = useTranslation();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [dob, setDob] = useState('');
  const [documentType, setDocumentType] = useState<(typeof DOCUMENT_TYPES)[number]>('passport');
  const [photo, setPhoto] = useState<CapturedPhoto | null>(null);
  const [used, setUsed] = useState<CapturedPhoto | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, submit, failure, reasons, fieldChanged } = useSubmit(submitManual, onOutcome);
  const text = useProblemText();
  const reasonText = useReasonText();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!firstName.trim()) found.firstName = text(required('first_name'));
    if (!lastName.trim()) found.lastName = text(required('last_name'));
    // 1890 is a real date but no patient's birth: said as such, not as a malformed date
    if (!isPlausibleBirthDate(dob)) found.dob = text(problem('date_of_birth_invalid', 'date_of_birth'));
    if (!used) found.document = text(required('document'));
    setErrors(found);
    if (Object.keys(found).length > 0 || !used) return;
    void submit({
      first_name: firstName,
      last_name: lastName,
      date_of_birth: dob,
      document_type: documentType,
      document: used.image,
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        maxLength={TEXT_LIMITS.name}
        label={t('onboarding.manual.firstName')}
        value={firstName}
        onChange={(e) => {
          setFirstName(e.target.value);
          fieldChanged('first_name');
        }}
        error={errors.firstName ?? reasonText(reasons.first_name)}
        autoComplete="given-name"
        required
      />
      <TextField
        maxLength={TEXT_LIMITS.name}
        label={t('onboarding.manual.lastName')}
        value={lastName}
        onChange={(e) => {
          setLastName(e.target.value);
          fieldChanged('last_name');
        }}
        error={errors.lastName ?? reasonText(reasons.last_name)}
        autoComplete="family-name"
        required
      />
      <DateField
        label={t('onboarding.manual.dateOfBirth')}
        value={dob}
        onChange={(e) => {
          setDob(e.target.value);
          fieldChanged('date_of_birth');
        }}
        error={errors.dob ?? reasonText(reasons.date_of_birth)}
        autoComplete="bday"
        required
      />
      <RadioGroup
        legend={t('onboarding.manual.documentType')}
        name="document_type"
        value={documentType}
        onValueChange={(value) => setDocumentType(value as (typeof DOCUMENT_TYPES)[number])}
        options={DOCUMENT_TYPES.map((type) => ({
          value: type,
          label: t(`onboarding.manual.documentTypes.${type}`),
        }))}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium">{t('onboarding.manual.document')}</legend>
        {used ? (
          <div className="flex flex-col gap-2">
            <img
              src={used.previewUrl}
              alt={t('onboarding.manual.document')}
              className="max-h-48 w-full rounded-md border border-border object-contain"
            />
            <div>
              <Button
                variant="secondary"
                onClick={() => {
                  setUsed(null);
                  setPhoto(null);
                  fieldChanged('document');
                }}
              >
                {t('onboarding.verify.capture.retake')}
              </Button>
            </div>
          </div>
        ) : (
          <PhotoCapture
            facing="environment"
            fileName="document"
            alt={t('onboarding.manual.document')}
            photo={photo}
            onPhoto={setPhoto}
            onUse={setUsed}
            confirmTitle={t('onboarding.verify.idCaptured.title')}
            confirmDescription={t('onboarding.verify.idCaptured.description')}
          />
        )}
        {errors.document && <Alert tone="danger" title={errors.document} />}
        {reasons.document && <Alert tone="danger" title={reasonText(reasons.document)} />}
      </fieldset>
      <VerificationFailure outcome={failure} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy}>
          {t('onboarding.manual.submit')}
        </Button>
        {back}
      </div>
    </form>
  );
}
