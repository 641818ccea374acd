import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, PageHeader, TextField } from '@portal/ui';
import { brokenPasswordRules, TEXT_LIMITS } from '@portal/contract';
import { extractErrorCode, extractErrorMessage } from '../../../lib/errors';
import { codeRefusal } from '../../auth/rules/code-refusal';
import { lockRefusal } from '../rules/lock-refusal';
import { notify } from '../../../lib/notify';
import { changePassword } from '../api/change-password';
import { StepUpCode, type StepUp } from '../components/step-up-code';
import { useSubmit } from '../components/use-submit';
import { accountPaths } from '../paths';

/** /profile/security/password [PROF-7]: current password, a new one, a fresh code; every other session ends. */
export default function ChangePasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [stepUp, setStepUp] = useState<StepUp | null>(null);
  const [checked, setChecked] = useState(false);
  const submit = useSubmit(changePassword);

  const broken = brokenPasswordRules(next);
  const problems = {
    current: current ? undefined : t('account.password.currentMissing'),
    next: broken.length
      ? t('validation.password_weak', { rules: broken.map((key) => t(`validation.${key}`)).join(', ') })
      : undefined,
    repeat: repeat === next ? undefined : t('validation.passwords_differ'),
    code: stepUp ? undefined : t('account.security.codeMissing'),
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.values(problems).some(Boolean) || !stepUp) return;
    const done = await submit.run({ current_password: current, new_password: next, ...stepUp });
    if (!done) return;
    notify.success(t('account.password.changed'));
    await navigate(accountPaths.security);
  };

  const shown = (problem: string | undefined) => (checked ? problem : undefined);
  // The server's refusals land at the field they concern; anything else above the form
  const refusedCode = codeRefusal(submit.error, undefined);
  const locked = lockRefusal(submit.error);
  const lockedAt = (field: 'current' | 'code') =>
    locked?.field === field ? t(locked.key, { count: locked.count }) : undefined;
  const refused = {
    current:
      extractErrorCode(submit.error) === 'PASSWORD_INCORRECT'
        ? extractErrorMessage(submit.error)
        : lockedAt('current'),
    code: refusedCode ? t(refusedCode.key, { count: refusedCode.count }) : lockedAt('code'),
  };
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageHeader title={t('account.password.title')} description={t('account.password.description')} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {submit.error && !refused.current && !refused.code ? (
          <Alert tone="danger" title={t('account.password.notChanged')}>
            {extractErrorMessage(submit.error)}
          </Alert>
        ) : null}
        <Card className="flex flex-col gap-4">
          <TextField
            maxLength={TEXT_LIMITS.password}
            label={t('fields.current_password')}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            error={shown(problems.current) ?? refused.current}
          />
          <TextField
            maxLength={TEXT_LIMITS.password}
            label={t('fields.new_password')}
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(event) => setNext(event.target.value)}
            error={shown(problems.next)}
          />
          <TextField
            maxLength={TEXT_LIMITS.password}
            label={t('fields.confirm_password')}
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
            error={shown(problems.repeat)}
          />
        </Card>
        <Card className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">{t('account.security.confirmTitle')}</h2>
          <p className="text-on-surface-muted">{t('account.security.confirmBody')}</p>
          <StepUpCode
            action="change_password"
            onChange={setStepUp}
            error={shown(problems.code) ?? refused.code}
          />
        </Card>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={submit.busy}>
            {t('account.password.submit')}
          </Button>
          <Button variant="secondary" asChild>
            <Link to={accountPaths.security}>{t('account.feedback.cancel')}</Link>
          </Button>
        </div>
      </form>
    </div>
  );
}
