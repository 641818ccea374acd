import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, PageHeader, StatusBadge, TextField } from '@portal/ui';
import type { Authenticator, NewAuthenticator } from '@portal/contract';
import { Loaded } from '../../../app/loaded';
import { FormActions } from '../../../components/form-actions';
import { extractErrorCode, extractErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { problem, useProblemText } from '../../../lib/problem-text';
import { useAuthenticatorChanges, useAuthenticators } from '../api/authenticators';
import { PasskeysSection } from '../components/passkeys-section';
import { NamedStepUpForm } from '../components/named-step-up-form';
import { Refusal } from '../components/refusal';
import { RenameForm } from '../components/rename-form';
import type { StepUp } from '../components/step-up-code';
import { useSubmit } from '../components/use-submit';
import { accountPaths } from '../paths';

const onlyDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/**
 * The current code an authenticator app shows, digits only: checked when the form is sent (`checked`), and a code
 * the server refused is said here too, not above the form.
 */
function AppCodeField({
  appName,
  code,
  checked,
  refusal,
  onChange,
}: {
  appName: string;
  code: string;
  checked: boolean;
  refusal: unknown;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  const text = useProblemText();
  const refused = refusedCode(refusal) ? extractErrorMessage(refusal) : undefined;
  return (
    <TextField
      label={t('account.security.codeFromApp', { name: appName })}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      maxLength={6}
      value={code}
      error={checked && code.length !== 6 ? text(problem('code_format', 'code')) : refused}
      onChange={(e) => onChange(onlyDigits(e.target.value))}
    />
  );
}

/** The app's code was refused: said at its field. */
const refusedCode = (error: unknown) => extractErrorCode(error) === 'AUTHENTICATOR_CODE_INVALID';

/** A form's refusal that concerns no field of it, above the form. */
const elsewhere = (error: unknown) => (refusedCode(error) ? null : error);

/** One app: its name and state; rename in place, or remove with a code from it. */
function AppRow({ app }: { app: Authenticator }) {
  const { t } = useTranslation();
  const changes = useAuthenticatorChanges();
  const [editing, setEditing] = useState<'rename' | 'remove' | null>(null);
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const rename = useSubmit(changes.rename);
  const remove = useSubmit(changes.remove);

  const onRename = async (label: string) => {
    setEditing(null);
    await rename.run({ id: app.id, label });
  };
  const onRemove = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (code.length !== 6) return;
    if ((await remove.run({ id: app.id, code })) !== undefined) notify.success(t('account.security.removed'));
  };

  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{app.label}</h3>
        <StatusBadge
          tone={app.confirmed ? 'success' : 'progress'}
          label={t(app.confirmed ? 'account.security.ready' : 'account.security.waiting')}
        />
      </div>
      <Refusal error={rename.error ?? elsewhere(remove.error)} />
      {editing === 'rename' && (
        <RenameForm
          fieldLabel={t('account.security.appName')}
          initial={app.label}
          onRename={(label) => void onRename(label)}
          onCancel={() => setEditing(null)}
        />
      )}
      {editing === 'remove' && (
        <form noValidate onSubmit={onRemove} className="flex flex-col gap-3">
          <AppCodeField
            appName={app.label}
            code={code}
            checked={checked}
            refusal={remove.error}
            onChange={setCode}
          />
          <FormActions onCancel={() => setEditing(null)}>
            <Button type="submit" variant="danger" loading={remove.busy}>
              {t('account.security.remove')}
            </Button>
          </FormActions>
        </form>
      )}
      {editing === null && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setEditing('rename')}>
            {t('account.security.rename', { name: app.label })}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setEditing('remove')}>
            {t('account.security.removeApp', { name: app.label })}
          </Button>
        </div>
      )}
    </Card>
  );
}

/** Adding an app: a name and a fresh texted code, then the QR code to scan and a code from the app to confirm it. */
function AddApp() {
  const { t } = useTranslation();
  const changes = useAuthenticatorChanges();
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<NewAuthenticator | null>(null);
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const add = useSubmit(changes.add);
  const confirm = useSubmit(changes.confirm);

  if (!open)
    return (
      <div>
        <Button onClick={() => setOpen(true)}>{t('account.security.add')}</Button>
      </div>
    );

  const onAdd = async (label: string, stepUp: StepUp) => {
    const app = await add.run({ label, ...stepUp });
    if (app) setAdded(app);
  };
  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!added || code.length !== 6 || (await confirm.run({ id: added.id, code })) === undefined) return;
    notify.success(t('account.security.added', { name: added.label }));
    setOpen(false);
    setAdded(null);
  };

  return (
    <Card className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold">{t('account.security.addTitle')}</h3>
      {added ? (
        <form noValidate onSubmit={onConfirm} className="flex flex-col gap-4">
          <Refusal error={elsewhere(confirm.error)} />
          <p>{t('account.security.scan')}</p>
          <img
            src={added.qr_data_url}
            alt={t('account.security.qrAlt', { name: added.label })}
            className="h-48 w-48"
          />
          <p>
            {t('account.security.orType')} <code className="break-all font-mono">{added.secret}</code>
          </p>
          <AppCodeField
            appName={added.label}
            code={code}
            checked={checked}
            refusal={confirm.error}
            onChange={setCode}
          />
          <div>
            <Button type="submit" loading={confirm.busy}>
              {t('account.security.confirmApp')}
            </Button>
          </div>
        </form>
      ) : (
        <NamedStepUpForm
          action="add_authenticator"
          nameLabel={t('account.security.appName')}
          nameHint={t('account.security.appNameHint')}
          defaultName={t('account.security.defaultName')}
          submitLabel={t('account.security.continue')}
          busy={add.busy}
          error={add.error}
          onSubmit={onAdd}
          onCancel={() => setOpen(false)}
        />
      )}
    </Card>
  );
}

/** /profile/security [PROF-7]: the password, the authenticator apps and the passkeys that guard the account. */
export default function SecurityScreen() {
  const { t } = useTranslation();
  const apps = useAuthenticators();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageHeader title={t('account.security.title')} description={t('account.security.description')} />
      <Card className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{t('account.security.password')}</h2>
          <p className="text-on-surface-muted">{t('account.security.passwordBody')}</p>
        </div>
        <Button variant="secondary" asChild>
          <Link to={accountPaths.password}>{t('account.password.title')}</Link>
        </Button>
      </Card>
      <section aria-labelledby="apps" className="flex flex-col gap-3">
        <h2 id="apps" className="text-lg font-semibold">
          {t('account.security.apps')}
        </h2>
        <p className="text-on-surface-muted">{t('account.security.appsBody')}</p>
        <Loaded resource={apps} failedTitle={t('account.loadFailed')}>
          {({ authenticators }) =>
            authenticators.length === 0 ? (
              <p>{t('account.security.noApps')}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {authenticators.map((app) => (
                  <li key={app.id}>
                    <AppRow app={app} />
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
        <AddApp />
      </section>
      <PasskeysSection />
    </div>
  );
}
