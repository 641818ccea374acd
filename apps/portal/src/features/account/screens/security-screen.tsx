import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, PageHeader, StatusBadge, TextField } from '@portal/ui';
import type { Authenticator, NewAuthenticator } from '@portal/contract';
import { Loaded } from '../../../app/loaded';
import { notify } from '../../../lib/notify';
import { useAuthenticatorChanges, useAuthenticators } from '../api/authenticators';
import { PasskeysSection } from '../components/passkeys-section';
import { NamedStepUpForm } from '../components/named-step-up-form';
import { Refusal } from '../components/refusal';
import type { StepUp } from '../components/step-up-code';
import { useSubmit } from '../components/use-submit';
import { accountPaths } from '../paths';

const onlyDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/** The current code an authenticator app shows, digits only. */
function AppCodeField({
  appName,
  code,
  onChange,
}: {
  appName: string;
  code: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('account.security.codeFromApp', { name: appName })}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={code}
      onChange={(e) => onChange(onlyDigits(e.target.value))}
    />
  );
}

/** One app: its name and state; rename in place, or remove with a code from it. */
function AppRow({ app }: { app: Authenticator }) {
  const { t } = useTranslation();
  const changes = useAuthenticatorChanges();
  const [editing, setEditing] = useState<'rename' | 'remove' | null>(null);
  const [label, setLabel] = useState(app.label);
  const [code, setCode] = useState('');
  const rename = useSubmit(changes.rename);
  const remove = useSubmit(changes.remove);

  const onRename = async (event: FormEvent) => {
    event.preventDefault();
    setEditing(null);
    await rename.run({ id: app.id, label });
  };
  const onRemove = async (event: FormEvent) => {
    event.preventDefault();
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
      <Refusal error={rename.error ?? remove.error} />
      {editing === 'rename' && (
        <form noValidate onSubmit={onRename} className="flex flex-wrap items-end gap-3">
          <TextField
            label={t('account.security.appName')}
            value={label}
            maxLength={60}
            onChange={(e) => setLabel(e.target.value)}
          />
          <Button type="submit">{t('account.security.saveName')}</Button>
        </form>
      )}
      {editing === 'remove' && (
        <form noValidate onSubmit={onRemove} className="flex flex-wrap items-end gap-3">
          <AppCodeField appName={app.label} code={code} onChange={setCode} />
          <Button type="submit" variant="danger" loading={remove.busy} disabled={code.length !== 6}>
            {t('account.security.remove')}
          </Button>
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
    if (!added || (await confirm.run({ id: added.id, code })) === undefined) return;
    notify.success(t('account.security.added', { name: added.label }));
    setOpen(false);
    setAdded(null);
  };

  return (
    <Card className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold">{t('account.security.addTitle')}</h3>
      {added ? (
        <form noValidate onSubmit={onConfirm} className="flex flex-col gap-4">
          <Refusal error={confirm.error} />
          <p>{t('account.security.scan')}</p>
          <img
            src={added.qr_data_url}
            alt={t('account.security.qrAlt', { name: added.label })}
            className="h-48 w-48"
          />
          <p>
            {t('account.security.orType')} <code className="break-all font-mono">{added.secret}</code>
          </p>
          <AppCodeField appName={added.label} code={code} onChange={setCode} />
          <div>
            <Button type="submit" loading={confirm.busy} disabled={code.length !== 6}>
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
