import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS } from '@portal/contract';
import { Button, Link, TextField } from '@portal/ui';
import { paths } from '../../../config/paths';
import { useBrowserCan } from '../../../lib/browser-can';
import { nextParam, safeNextPath } from '../../../lib/resume';
import { analytics } from '../../../lib/tracking';
import { login } from '../api/auth';
import { AuthPanel } from '../components/auth-panel';
import { FormError } from '../components/form-error';
import { LogoutReasonMessage } from '../components/logout-reason';
import { PasskeyButton } from '../components/passkey-button';
import { saveMfaFlow } from '../mfa-flow';
import { useProblemText } from '../use-problem-text';
import { firstProblem, validateLogin, type Problems } from '../login-validation';

type Field = 'email' | 'password';

/** Whether this browser can use passkeys at all (WebAuthn), without loading the library to ask. */
const canUsePasskeys = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * [AUTH-2] "Sign in with a passkey": a passkey alone (no password, no code), chosen from those the device holds
 * for this site. The ceremony's code loads only when pressed.
 */
function PasskeyAlone() {
  const { t, i18n } = useTranslation();
  const use = async () => {
    const { signInWithPasskeyAlone } = await import('../passwordless');
    // The guard lets the login page lead only to the code's choice [GUARD-2]; a new document on the next page is
    // allowed (as a deep link with a session is), and the server's gatepass decides where the patient resumes.
    await signInWithPasskeyAlone({ navigate: (to) => window.location.replace(to), i18n }, nextPage());
  };
  return (
    <PasskeyButton
      label={t('login.passkey')}
      failedTitle={t('login.passkeyFailed')}
      notUsed={t('login.passkeyNotUsed')}
      variant="secondary"
      ceremony={use}
    />
  );
}

/** The page asked for before logging in (`?next=`), if it is one of the app's; read when used, never rendered. */
const nextPage = () => safeNextPath(new URLSearchParams(window.location.search).get(nextParam)) ?? undefined;

/** Login: email and password, then on to choosing how to get the one-time code. */
export function LoginScreen() {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const navigate = useNavigate();
  const fields = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const [values, setValues] = useState({ email: '', password: '' });
  const [problems, setProblems] = useState<Problems<Field>>({});
  // The prerendered page (built without a browser) offers the passkey, as nearly every browser can use one
  const passkeys = useBrowserCan(canUsePasskeys, true);
  const [loginLoading, setLoginLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setProblems(found);
    const first = firstProblem(found, ['email', 'password']);
    if (first) {
      fields[first].current?.focus();
      return;
    }
    setLoginLoading(true);
    setError(null);
    try {
      const answer = await login({ email: values.email.trim(), password: values.password });
      saveMfaFlow({
        kind: 'login',
        mfaToken: answer.mfa_token,
        methods: answer.methods,
        passkey: answer.passkey === true,
        next: nextPage(),
      });
      analytics.track('Login Submitted');
      navigate(paths.mfaChoose);
    } catch (failure) {
      setError(failure);
      setLoginLoading(false);
    }
  };

  const change = (field: Field) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  return (
    <AuthPanel title={t('login.title')} description={t('login.description')}>
      {/* post: a password never goes into an address, whatever sends the form */}
      <form
        noValidate
        method="post"
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        aria-busy={loginLoading}
      >
        <LogoutReasonMessage />
        <FormError title={t('login.failed')} error={error} />
        <TextField
          maxLength={TEXT_LIMITS.email}
          ref={fields.email}
          label={t('fields.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={values.email}
          onChange={change('email')}
          error={problemText(problems.email)}
        />
        <TextField
          maxLength={TEXT_LIMITS.password}
          ref={fields.password}
          label={t('fields.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={problemText(problems.password)}
        />
        <Button type="submit" width="full" loading={loginLoading}>
          {loginLoading ? t('login.submitting') : t('login.submit')}
        </Button>
        {passkeys && (
          <>
            <p className="text-center text-on-surface-muted">{t('login.or')}</p>
            <PasskeyAlone />
          </>
        )}
        <div className="flex flex-col gap-2 text-center">
          <Link asChild>
            <RouterLink to={paths.resetPassword}>{t('login.forgotPassword')}</RouterLink>
          </Link>
          <p>
            {t('login.noAccount')}{' '}
            <Link asChild>
              <RouterLink to={paths.signup}>{t('login.createAccount')}</RouterLink>
            </Link>
          </p>
        </div>
      </form>
    </AuthPanel>
  );
}
