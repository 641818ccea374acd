import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import {
  DOCUMENT_TYPES,
  formatSsnInput,
  isIsoDate,
  isValidSsn,
  licenceProblems,
  maskSsn,
  type LicenceProblem,
  type VerificationMethod,
  type VerificationOutcomeResponse,
} from '@portal/contract';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DateField,
  PhoneInput,
  RadioGroup,
  Select,
  TextField,
  toSubmittedPhone,
  US_STATES,
} from '@portal/ui';
import { paths } from '../../../config/paths';
import { showErrorToast } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { checkDriverLicence } from '../api/check-driver-licence';
import { crossCheckSsn } from '../api/cross-check-ssn';
import { gatepassKey } from '../api/get-gatepass';
import { identityStatusKey, useIdentityStatus } from '../api/get-identity-status';
import { requestAssisted } from '../api/request-assisted';
import { submitManual } from '../api/submit-manual';
import { OnboardingPage } from '../components/onboarding-page';
import { PhotoCapture } from '../components/photo-capture';
import type { CapturedPhoto } from '../lib/image-file';
import { verificationRoute } from '../lib/verification-result';

/** Other ways to verify [IDV-4..7]: a menu, the four forms, and "account on hold" while a coordinator decides. */
export type VerifyChoiceView = 'menu' | 'manual' | 'assisted' | 'onHold' | 'licence' | 'ssn';

const PATHS: Array<{ view: Exclude<VerifyChoiceView, 'menu' | 'onHold'>; method: VerificationMethod }> = [
  { view: 'manual', method: 'manual' },
  { view: 'assisted', method: 'assisted' },
  { view: 'licence', method: 'driver_licence' },
  { view: 'ssn', method: 'ssn' },
];

export default function VerifyChoiceScreen({ initialView = 'menu' }: { initialView?: VerifyChoiceView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [view, setView] = useState<VerifyChoiceView>(initialView);
  const status = useIdentityStatus({ poll: view === 'onHold' });
  const identity = status.data;

  useEffect(() => {
    if (identity?.status === 'on_hold') setView('onHold');
    // A coordinator approved (or another tab verified): on to the authorization.
    if (identity?.status === 'verified') navigate(paths.hipaa);
    if (view === 'onHold' && identity?.status === 'failed') {
      notify.error(t('onboarding.verify.failed'));
      setView('menu');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to the server's answer only
  }, [identity?.status]);

  /** Every path answers the same way: result.success goes on, anything else is "Verification failed." [IDV-3]. */
  const settle = async (outcome: VerificationOutcomeResponse) => {
    await mutate(gatepassKey);
    if (verificationRoute(outcome) === 'passed') {
      await mutate(identityStatusKey);
      navigate(paths.hipaa);
    } else {
      void mutate(identityStatusKey);
      notify.error(t('onboarding.verify.failed'));
      setView('menu');
    }
  };

  const back = (
    <Button variant="secondary" onClick={() => setView('menu')}>
      {t('onboarding.back')}
    </Button>
  );

  const page = (title: string, description: string, body: ReactNode) => (
    <OnboardingPage step="identity" title={title} description={description}>
      {body}
    </OnboardingPage>
  );

  switch (view) {
    case 'menu':
      return page(
        t('onboarding.choice.title'),
        t('onboarding.choice.description'),
        <ul className="flex flex-col gap-3">
          {PATHS.map(({ view: target, method }) => {
            const left = identity?.attempts_left[method];
            return (
              <li key={target}>
                <Card className="flex flex-col gap-2">
                  <h2 className="text-lg font-semibold">{t(`onboarding.choice.${target}`)}</h2>
                  <p>{t(`onboarding.choice.${target}Hint`)}</p>
                  {left === 0 ? (
                    <p className="text-sm">{t('onboarding.choice.unavailable')}</p>
                  ) : (
                    <div>
                      <Button variant="secondary" onClick={() => setView(target)}>
                        {t(`onboarding.choice.${target}`)}
                      </Button>
                    </div>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>,
      );
    case 'manual':
      return page(
        t('onboarding.manual.title'),
        t('onboarding.manual.description'),
        <ManualForm onOutcome={settle} back={back} />,
      );
    case 'assisted':
      return page(
        t('onboarding.assisted.title'),
        t('onboarding.assisted.description'),
        <AssistedForm
          back={back}
          onRequested={async () => {
            await mutate(identityStatusKey);
            await mutate(gatepassKey);
            setView('onHold');
          }}
        />,
      );
    case 'onHold': {
      const request = identity?.assisted_request;
      return page(
        t('onboarding.onHold.title'),
        t('onboarding.onHold.description'),
        <Card className="flex flex-col gap-4">
          {request && (
            <p>
              {t('onboarding.onHold.call', {
                phone: request.phone,
                time: new Date(request.preferred_time).toLocaleString(),
              })}
            </p>
          )}
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
        </Card>,
      );
    }
    case 'licence':
      return page(
        t('onboarding.licence.title'),
        t('onboarding.licence.description'),
        <LicenceForm onOutcome={settle} back={back} />,
      );
    case 'ssn':
      return page(
        t('onboarding.ssn.title'),
        t('onboarding.ssn.description'),
        <SsnForm onOutcome={settle} back={back} />,
      );
  }
}

type OutcomeHandler = (outcome: VerificationOutcomeResponse) => Promise<void>;

function useSubmit<T>(send: (value: T) => Promise<VerificationOutcomeResponse>, onOutcome: OutcomeHandler) {
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

function ManualForm({ onOutcome, back }: { onOutcome: OutcomeHandler; back: ReactNode }) {
  const { t } = useTranslation();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [dob, setDob] = useState('');
  const [documentType, setDocumentType] = useState<(typeof DOCUMENT_TYPES)[number]>('passport');
  const [photo, setPhoto] = useState<CapturedPhoto | null>(null);
  const [used, setUsed] = useState<CapturedPhoto | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, submit } = useSubmit(submitManual, onOutcome);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!firstName.trim()) found.firstName = t('onboarding.problems.required');
    if (!lastName.trim()) found.lastName = t('onboarding.problems.required');
    if (!isIsoDate(dob)) found.dob = t('onboarding.problems.date');
    if (!used) found.document = t('onboarding.problems.document');
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
        label={t('onboarding.manual.firstName')}
        value={firstName}
        onChange={(e) => setFirstName(e.target.value)}
        error={errors.firstName}
        autoComplete="given-name"
        required
      />
      <TextField
        label={t('onboarding.manual.lastName')}
        value={lastName}
        onChange={(e) => setLastName(e.target.value)}
        error={errors.lastName}
        autoComplete="family-name"
        required
      />
      <DateField
        label={t('onboarding.manual.dateOfBirth')}
        value={dob}
        onChange={(e) => setDob(e.target.value)}
        error={errors.dob}
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
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy}>
          {t('onboarding.manual.submit')}
        </Button>
        {back}
      </div>
    </form>
  );
}

/** A datetime-local default one day ahead at 10:00, in the patient's own time. */
function tomorrowAtTen(): string {
  const date = new Date();
  date.setDate(date.getDate() + 1);
  date.setHours(10, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:00`;
}

function AssistedForm({ onRequested, back }: { onRequested: () => Promise<void>; back: ReactNode }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [time, setTime] = useState(tomorrowAtTen);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const submitted = toSubmittedPhone(phone);
    const when = new Date(time);
    const ahead = when.getTime() - Date.now();
    if (!submitted) found.phone = t('onboarding.problems.phone');
    if (Number.isNaN(when.getTime()) || ahead < 0 || ahead > 30 * 24 * 3600_000)
      found.time = t('onboarding.problems.time');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await requestAssisted({
        phone: submitted,
        preferred_time: when.toISOString(),
        note: note.trim() || null,
      });
      await onRequested();
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
      <PhoneInput
        label={t('onboarding.assisted.phone')}
        value={phone}
        onValueChange={setPhone}
        error={errors.phone}
        autoComplete="tel-national"
        required
      />
      <TextField
        type="datetime-local"
        label={t('onboarding.assisted.time')}
        hint={t('onboarding.assisted.timeHint')}
        value={time}
        onChange={(e) => setTime(e.target.value)}
        error={errors.time}
        required
      />
      <TextField
        label={t('onboarding.assisted.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={500}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy}>
          {t('onboarding.assisted.submit')}
        </Button>
        {back}
      </div>
    </form>
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
  const { busy, submit } = useSubmit(checkDriverLicence, onOutcome);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const licence = { number, state, issue_date: issue, expiry_date: expiry };
    const found: Record<string, string> = {};
    for (const problem of licenceProblems(licence))
      found[LICENCE_FIELD[problem]] ??= t(`onboarding.problems.${problem}`);
    setErrors(found);
    if (Object.keys(found).length === 0) void submit(licence);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label={t('onboarding.licence.number')}
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        error={errors.number}
        autoComplete="off"
        required
      />
      <Select
        label={t('onboarding.licence.state')}
        placeholder={t('onboarding.licence.statePlaceholder')}
        options={US_STATES}
        value={state}
        onChange={(e) => setState(e.target.value)}
        error={errors.state}
        required
      />
      <DateField
        label={t('onboarding.licence.issueDate')}
        value={issue}
        onChange={(e) => setIssue(e.target.value)}
        error={errors.issue}
        required
      />
      <DateField
        label={t('onboarding.licence.expiryDate')}
        value={expiry}
        onChange={(e) => setExpiry(e.target.value)}
        error={errors.expiry}
        required
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy}>
          {t('onboarding.licence.submit')}
        </Button>
        {back}
      </div>
    </form>
  );
}

/**
 * The SSN is typed once, hidden by default, never stored in the browser, never sent to analytics, and
 * cleared as soon as the check answers [IDV-7].
 */
function SsnForm({ onOutcome, back }: { onOutcome: OutcomeHandler; back: ReactNode }) {
  const { t } = useTranslation();
  const [ssn, setSsn] = useState('');
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidSsn(ssn)) {
      setError(t('onboarding.problems.ssn'));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const outcome = await crossCheckSsn(ssn);
      setSsn('');
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
        label={t('onboarding.ssn.label')}
        hint={ssn.length >= 11 && !shown ? maskSsn(ssn) : t('onboarding.ssn.hint')}
        type={shown ? 'text' : 'password'}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        data-private="true"
        value={ssn}
        onChange={(e) => setSsn(formatSsnInput(e.target.value))}
        error={error}
        required
      />
      <Checkbox
        label={t('onboarding.ssn.show')}
        checked={shown}
        onChange={(e) => setShown(e.target.checked)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={busy}>
          {t('onboarding.ssn.submit')}
        </Button>
        {back}
      </div>
    </form>
  );
}
