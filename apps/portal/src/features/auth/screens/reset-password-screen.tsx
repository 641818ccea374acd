import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS } from '@portal/contract';
import { Alert, Button, Link, TextField } from '@portal/ui';
import { paths } from '../../../config/paths';
import { useAddressSecret } from '../../../lib/address-secret';
import { extractErrorCode } from '../../../lib/errors';
import { rememberLogoutReason } from '../../../lib/logout-reason';
import { requestResetLink, resetPassword } from '../api/auth';
import { useResetLinkCheck } from '../api/verify-reset-link';
import { resetLinkState } from '../rules/reset-link-state';
import { AuthPanel } from '../components/auth-panel';
import { FactorReview } from '../components/factor-review';
import { FormError } from '../components/form-error';
import { PasswordRules } from '../components/password-rules';
import { useProblemText } from '../use-problem-text';
import { emailProblem, firstProblem, validateNewPassword, type Problem, type Problems } from '../validation';

function BackToLogin() {
  const { t } = useTranslation();
  return (
    <Link asChild>
      <RouterLink to={paths.login}>{t('reset.backToLogin')}</RouterLink>
    </Link>
  );
}

/** Step 1: ask for a link. The answer is the same whether or not the email has an account (no enumeration). */
export function RequestResetLink() {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<Problem | undefined>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      await requestResetLink(email.trim());
      setSent(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthPanel title={t('reset.requestTitle')} description={t('reset.requestDescription')}>
      {sent ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{t('reset.requestSent')}</Alert>
          <BackToLogin />
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={sending}>
          <FormError title={t('reset.requestFailed')} error={error} />
          <TextField
            maxLength={TEXT_LIMITS.email}
            ref={input}
            label={t('fields.email')}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={problemText(problem)}
          />
          <Button type="submit" width="full" loading={sending}>
            {sending ? t('reset.requestSubmitting') : t('reset.requestSubmit')}
          </Button>
          <BackToLogin />
        </form>
      )}
    </AuthPanel>
  );
}

/** Step 2: the emailed link's token and a new password. */
export function SetNewPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const refs = { password: useRef<HTMLInputElement>(null), confirm: useRef<HTMLInputElement>(null) };
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [problems, setProblems] = useState<Problems<'password' | 'confirm'>>({});
  const [saving, setSaving] = useState(false);
  // The review token the reset answered: the factor review that follows works with it, for a short while.
  const [reviewToken, setReviewToken] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(values);
    setProblems(found);
    const first = firstProblem(found, ['password', 'confirm']);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const { review_token } = await resetPassword({ token, password: values.password });
      // the login page says why the patient's sessions ended and which password to use
      rememberLogoutReason('password-reset');
      setReviewToken(review_token);
    } catch (failure) {
      setError(failure);
    } finally {
      setSaving(false);
    }
  };

  // [AUTH-4] After the new password, before logging in again: end what an attacker could have added.
  if (reviewToken) {
    return (
      <AuthPanel title={t('review.title')} description={t('review.description')}>
        <FactorReview reviewToken={reviewToken} />
      </AuthPanel>
    );
  }

  const linkInvalid = extractErrorCode(error) === 'RESET_LINK_INVALID';
  return (
    <AuthPanel title={t('reset.setTitle')} description={t('reset.setDescription')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={saving}>
        {linkInvalid ? (
          <Alert
            tone="danger"
            actions={
              <Link asChild>
                <RouterLink to={paths.resetPassword}>{t('reset.requestNew')}</RouterLink>
              </Link>
            }
          >
            {t('reset.linkInvalid')}
          </Alert>
        ) : (
          <FormError title={t('reset.setFailed')} error={error} />
        )}
        <div className="flex flex-col gap-2">
          <TextField
            maxLength={TEXT_LIMITS.password}
            ref={refs.password}
            label={t('fields.new_password')}
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
            error={problemText(problems.password)}
          />
          <PasswordRules id="new-password-rules" password={values.password} />
        </div>
        <TextField
          maxLength={TEXT_LIMITS.password}
          ref={refs.confirm}
          label={t('fields.confirm_password')}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          value={values.confirm}
          onChange={(event) => setValues((v) => ({ ...v, confirm: event.target.value }))}
          error={problemText(problems.confirm)}
        />
        <Button type="submit" width="full" loading={saving}>
          {saving ? t('reset.setSubmitting') : t('reset.setSubmit')}
        </Button>
      </form>
    </AuthPanel>
  );
}

/** The link was used, expired, or replaced by a newer one: said before any password is typed. */
function DeadLink() {
  const { t } = useTranslation();
  return (
    <AuthPanel title={t('reset.deadTitle')} description={t('reset.deadDescription')}>
      <div className="flex flex-col gap-4">
        <Button asChild width="full">
          <RouterLink to={paths.resetPassword}>{t('reset.requestNew')}</RouterLink>
        </Button>
        <BackToLogin />
      </div>
    </AuthPanel>
  );
}

/** [AUTH-4] The emailed link, checked as the page opens. */
function FromLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const state = resetLinkState(useResetLinkCheck(token));
  if (state === 'dead') return <DeadLink />;
  if (state === 'checking') {
    return (
      <AuthPanel title={t('reset.setTitle')}>
        <p role="status">{t('reset.checking')}</p>
      </AuthPanel>
    );
  }
  return <SetNewPassword token={token} />;
}

/** Reset password: /reset-password asks for a link; the link brings the patient back with ?token=. */
export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const rest = new URLSearchParams([...params].filter(([name]) => name !== 'token'));
  const token = useAddressSecret(params.get('token') ?? undefined, {
    pathname,
    search: rest.size ? `?${rest.toString()}` : '',
  });
  return token ? <FromLink token={token} /> : <RequestResetLink />;
}
