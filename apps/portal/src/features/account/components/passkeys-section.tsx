import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import type { Passkey, RegisterPasskeyRequest } from '@portal/contract';
import { Button, Card } from '@portal/ui';
import { Loaded } from '../../../app/loaded';
import { notify } from '../../../lib/notify';
import { passkeyFailure } from '../../../lib/passkeys';
import { passkeyOptions, usePasskeyChanges, usePasskeys } from '../api/passkeys';
import { NamedStepUpForm } from './named-step-up-form';
import { Refusal } from './refusal';
import { RenameForm } from './rename-form';
import { StepUpCode, type StepUp } from './step-up-code';
import { useSubmit } from './use-submit';
import { useDateFormat } from '../api/settings';
import { FormActions } from '../../../components/form-actions';

/** One passkey: its name and when it was added and last used; rename in place, or remove with a fresh texted code. */
function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation();
  const changes = usePasskeyChanges();
  const [editing, setEditing] = useState<'rename' | 'remove' | null>(null);
  const [stepUp, setStepUp] = useState<StepUp | null>(null);
  const [checked, setChecked] = useState(false);
  const rename = useSubmit(changes.rename);
  const remove = useSubmit(changes.remove);
  const dates = useDateFormat();
  const date = (iso: string) => dates.dayOf(iso) ?? iso;

  const onRename = async (label: string) => {
    setEditing(null);
    await rename.run({ id: passkey.id, label });
  };
  const onRemove = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!stepUp) return;
    if (await remove.run({ id: passkey.id, ...stepUp })) notify.success(t('account.security.passkeyRemoved'));
  };

  return (
    <Card className="flex flex-col gap-3">
      <div>
        <h3 className="font-semibold">{passkey.label}</h3>
        <p className="text-on-surface-muted">
          {t('account.security.passkeyAdded', { date: date(passkey.created_at) })}
          {passkey.last_used_at &&
            ` · ${t('account.security.passkeyUsed', { date: date(passkey.last_used_at) })}`}
        </p>
      </div>
      <Refusal error={rename.error ?? remove.error} />
      {editing === 'rename' && (
        <RenameForm
          fieldLabel={t('account.security.passkeyName')}
          initial={passkey.label}
          onRename={(label) => void onRename(label)}
          onCancel={() => setEditing(null)}
        />
      )}
      {editing === 'remove' && (
        <form noValidate onSubmit={onRemove} className="flex flex-col gap-3">
          <p className="text-on-surface-muted">{t('account.security.confirmBody')}</p>
          <StepUpCode
            action="remove_passkey"
            onChange={setStepUp}
            error={checked && !stepUp ? t('account.security.codeMissing') : undefined}
          />
          <FormActions onCancel={() => setEditing(null)}>
            <Button type="submit" variant="danger" loading={remove.busy}>
              {t('account.security.removePasskey', { name: passkey.label })}
            </Button>
          </FormActions>
        </form>
      )}
      {editing === null && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setEditing('rename')}>
            {t('account.security.rename', { name: passkey.label })}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setEditing('remove')}>
            {t('account.security.removePasskey', { name: passkey.label })}
          </Button>
        </div>
      )}
    </Card>
  );
}

/** Adding a passkey: a name and a fresh texted code, then the browser's own prompt creates the key. */
function AddPasskey() {
  const { t } = useTranslation();
  const changes = usePasskeyChanges();
  const [open, setOpen] = useState(false);
  const add = useSubmit(async (step: StepUp, name: string) => {
    const optionsJSON = await passkeyOptions(step);
    try {
      const credential = await startRegistration({ optionsJSON });
      return await changes.register({
        label: name,
        credential: credential as RegisterPasskeyRequest['credential'],
      });
    } catch (failure) {
      throw passkeyFailure(failure, t('account.security.passkeyNotCreated'));
    }
  });

  if (!open)
    return (
      <div>
        <Button onClick={() => setOpen(true)}>{t('account.security.addPasskey')}</Button>
      </div>
    );

  const onAdd = async (name: string, stepUp: StepUp) => {
    const added = await add.run(stepUp, name);
    if (!added) return;
    notify.success(t('account.security.passkeyReady', { name: added.label }));
    setOpen(false);
  };

  return (
    <Card className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold">{t('account.security.addPasskey')}</h3>
      <NamedStepUpForm
        action="add_passkey"
        nameLabel={t('account.security.passkeyName')}
        nameHint={t('account.security.passkeyNameHint')}
        defaultName={t('account.security.defaultPasskeyName')}
        submitLabel={t('account.security.createPasskey')}
        busy={add.busy}
        error={add.error}
        onSubmit={onAdd}
        onCancel={() => setOpen(false)}
      />
    </Card>
  );
}

/** [AUTH-6] Passkeys: the second kind of authenticator, kept by the device or a password manager. */
export function PasskeysSection() {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  return (
    <section aria-labelledby="passkeys" className="flex flex-col gap-3">
      <h2 id="passkeys" className="text-lg font-semibold">
        {t('account.security.passkeys')}
      </h2>
      <p className="text-on-surface-muted">{t('account.security.passkeysBody')}</p>
      <Loaded resource={passkeys} failedTitle={t('account.loadFailed')}>
        {({ passkeys: keys }) =>
          keys.length === 0 ? (
            <p>{t('account.security.noPasskeys')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {keys.map((passkey) => (
                <li key={passkey.id}>
                  <PasskeyRow passkey={passkey} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      {browserSupportsWebAuthn() ? <AddPasskey /> : <p>{t('account.security.passkeysUnsupported')}</p>}
    </section>
  );
}
