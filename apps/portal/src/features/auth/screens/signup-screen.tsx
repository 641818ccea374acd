import { useEffect, useRef, useState, type FormEvent } from 'react';
import { calendarDay } from '../../../lib/date-format';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dayIn, TEXT_LIMITS } from '@portal/contract';
import {
  toSubmittedPhone,
  formatPhoneDisplay,
  Alert,
  Button,
  Card,
  DateField,
  Link,
  PhoneInput,
  Stepper,
  TextField,
} from '@portal/ui';
import { paths } from '../../../config/paths';
import { readDraft, saveDraft } from '../../../lib/drafts';
import { currentLanguage } from '../../../lib/i18n';
import { hasValidAccessToken } from '../../../lib/session';
import { analytics } from '../../../lib/tracking';
import { signup } from '../api/auth';
import { AuthPanel } from '../components/auth-panel';
import { FormError } from '../components/form-error';
import { PasswordRules } from '../components/password-rules';
import { ResumeSignedIn } from '../components/resume-signed-in';
import { saveMfaFlow } from '../mfa-flow';
import { useProblemText } from '../use-problem-text';
import { firstProblem, validateSignup, type Problems, type SignupValues } from '../validation';

type Field = keyof SignupValues;
const order: readonly Field[] = ['first_name', 'last_name', 'email', 'password', 'date_of_birth', 'phone'];
const empty: SignupValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  date_of_birth: '',
  phone: '',
};

function SignupSteps({ current }: { current: number }) {
  const { t } = useTranslation();
  return (
    <Stepper
      steps={[t('signup.steps.details'), t('signup.steps.review'), t('signup.steps.verify')]}
      current={current}
      label={t('signup.stepsLabel')}
      completedLabel={t('signup.stepCompleted')}
      progressText={(step, total) => t('signup.stepProgress', { step, total })}
    />
  );
}

/** What a reload keeps of the form: everything but the password, which is never stored. */
type SignupDraft = Omit<SignupValues, 'password'>;
const withoutPassword = ({ password: _password, ...rest }: SignupValues): SignupDraft => rest;

/** The review step has its own address (`/signup?step=review`), so Back returns to the details. */
const STEP_PARAM = 'step';

/**
 * Signup: the patient's details, then the personal info confirmation, then a code to their phone. What was
 * typed survives a reload and Back (lib/drafts.ts), except the password: after a reload on the review step the
 * details come back, asking for the password again.
 */
export default function SignupScreen(props: { initialValues?: SignupValues }) {
  const { t } = useTranslation();
  // [ONB-2] Back from the first onboarding step lands here with the account made and the patient signed in:
  // there is nothing to sign up for, so they go on where they resume rather than filling the form again.
  if (hasValidAccessToken())
    return (
      <AuthPanel title={t('signup.title')}>
        <ResumeSignedIn />
      </AuthPanel>
    );
  return <SignupForm {...props} />;
}

function SignupForm({ initialValues = empty }: { initialValues?: SignupValues }) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState<SignupValues>(() => ({
    ...initialValues,
    ...readDraft<SignupDraft>('signup'),
  }));
  const wantsReview = params.get(STEP_PARAM) === 'review';
  const step = wantsReview && values.password ? 'review' : 'details';
  // a reload on the review step: back to the details (its own address), asking for the password again
  const [passwordAgain, setPasswordAgain] = useState(wantsReview && !values.password);
  useEffect(() => {
    if (passwordAgain && wantsReview) setParams({}, { replace: true });
  }, [passwordAgain, wantsReview, setParams]);
  const [problems, setProblems] = useState<Problems<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const refs = {
    first_name: useRef<HTMLInputElement>(null),
    last_name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    date_of_birth: useRef<HTMLInputElement>(null),
    // PhoneInput keeps its own ref for the caret, so it is focused by id
    phone: {
      get current() {
        return document.getElementById('signup-phone') as HTMLInputElement | null;
      },
    },
  };
  const reviewHeading = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const kept = withoutPassword(values);
    if (Object.values(kept).some(Boolean)) saveDraft('signup', kept);
  }, [values]);

  const set = (field: Field) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    if (problems[field]) setProblems((previous) => ({ ...previous, [field]: undefined }));
  };

  const toReview = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignup(values);
    setProblems(found);
    const first = firstProblem(found, order);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setPasswordAgain(false);
    setParams({ [STEP_PARAM]: 'review' }, { replace: wantsReview, state: { fromDetails: true } });
    requestAnimationFrame(() => reviewHeading.current?.focus());
  };

  const submit = async () => {
    setSubmitting(true);
    setError(null);
    try {
      const answer = await signup({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        password: values.password,
        date_of_birth: values.date_of_birth,
        phone: toSubmittedPhone(values.phone),
        language: currentLanguage(),
      });
      saveMfaFlow({
        kind: 'signup',
        mfaToken: answer.mfa_token,
        methods: [answer.mfa_method],
        method: answer.mfa_method,
        destination: answer.destination,
      });
      analytics.track('Signup Submitted');
      navigate(paths.mfaConfirm);
    } catch (failure) {
      setError(failure);
      setSubmitting(false);
    }
  };

  if (step === 'review') {
    const dob = calendarDay(values.date_of_birth, i18n.resolvedLanguage);
    const rows: [string, string][] = [
      [t('fields.first_name'), values.first_name.trim()],
      [t('fields.last_name'), values.last_name.trim()],
      [t('fields.email'), values.email.trim()],
      [t('fields.date_of_birth'), dob],
      [t('fields.phone'), formatPhoneDisplay(values.phone)],
    ];
    return (
      <AuthPanel
        above={<SignupSteps current={1} />}
        title={t('signup.reviewTitle')}
        description={t('signup.reviewDescription')}
      >
        <div
          ref={reviewHeading}
          tabIndex={-1}
          className="flex flex-col gap-4 outline-none"
          aria-busy={submitting}
        >
          <FormError title={t('signup.failed')} error={error} />
          <Card variant="muted">
            {/* columns may shrink below a long email and the email may break anywhere: it reflows at 320 px */}
            <dl className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-[max-content_minmax(0,1fr)] sm:gap-x-6">
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold">{label}</dt>
                  <dd className="wrap-anywhere">{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                // the way the patient came, so Back from the details does not reopen the review
                if ((location.state as { fromDetails?: boolean } | null)?.fromDetails) void navigate(-1);
                else setParams({}, { replace: true });
              }}
              disabled={submitting}
            >
              {t('signup.edit')}
            </Button>
            <Button type="button" onClick={() => void submit()} loading={submitting}>
              {submitting ? t('signup.submitting') : t('signup.submit')}
            </Button>
          </div>
        </div>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel
      above={<SignupSteps current={0} />}
      title={t('signup.title')}
      description={t('signup.description')}
    >
      <form noValidate onSubmit={toReview} className="flex flex-col gap-4">
        {passwordAgain && <Alert tone="info" title={t('signup.passwordAgain')} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            maxLength={TEXT_LIMITS.name}
            ref={refs.first_name}
            label={t('fields.first_name')}
            name="first_name"
            autoComplete="given-name"
            required
            value={values.first_name}
            onChange={(event) => set('first_name')(event.target.value)}
            error={problemText(problems.first_name)}
          />
          <TextField
            maxLength={TEXT_LIMITS.name}
            ref={refs.last_name}
            label={t('fields.last_name')}
            name="last_name"
            autoComplete="family-name"
            required
            value={values.last_name}
            onChange={(event) => set('last_name')(event.target.value)}
            error={problemText(problems.last_name)}
          />
        </div>
        <TextField
          maxLength={TEXT_LIMITS.email}
          ref={refs.email}
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => set('email')(event.target.value)}
          error={problemText(problems.email)}
        />
        <div className="flex flex-col gap-2">
          <TextField
            maxLength={TEXT_LIMITS.password}
            ref={refs.password}
            label={t('fields.password')}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(event) => set('password')(event.target.value)}
            error={problemText(problems.password)}
          />
          <PasswordRules id="password-rules" password={values.password} />
        </div>
        <DateField
          ref={refs.date_of_birth}
          label={t('fields.date_of_birth')}
          hint={t('signup.dobHint')}
          name="date_of_birth"
          autoComplete="bday"
          required
          // no account yet: today is the day on this device, not UTC's (a day ahead on a US evening)
          max={dayIn(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone)}
          value={values.date_of_birth}
          onChange={(event) => set('date_of_birth')(event.target.value)}
          error={problemText(problems.date_of_birth)}
        />
        <PhoneInput
          id="signup-phone"
          label={t('fields.phone')}
          hint={t('signup.phoneHint')}
          name="phone"
          required
          value={values.phone}
          onValueChange={set('phone')}
          error={problemText(problems.phone)}
        />
        <p className="text-sm text-on-surface-muted">
          {t('signup.acceptPrefix')}{' '}
          <Link asChild>
            <RouterLink to={paths.policies}>{t('signup.privacyLink')}</RouterLink>
          </Link>
        </p>
        <Button type="submit" width="full">
          {t('signup.next')}
        </Button>
        <p className="text-center">
          {t('signup.haveAccount')}{' '}
          <Link asChild>
            <RouterLink to={paths.login}>{t('signup.logIn')}</RouterLink>
          </Link>
        </p>
      </form>
    </AuthPanel>
  );
}
