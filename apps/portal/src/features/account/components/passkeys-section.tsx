import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import type { Passkey, RegisterPasskeyRequest } from '@portal/contract';
import { Button, Card, TextField } from '@portal/ui';
import { Loaded } from '../../../app/loaded';
import { notify } from '../../../lib/notify';
import { passkeyFailure } from '../../../lib/passkeys';
import { passkeyOptions, usePasskeyChanges, usePasskeys } from '../api/passkeys';
import { Refusal } from './refusal';
import { StepUpCode, type StepUp } from './step-up-code';
import { useSubmit } from './use-submit';
import { useDateFormat } from '../api/settings';

/** One passkey: its name and when it was added and last used; removal asks for a fresh texted code. */
function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation();
  const changes = usePasskeyChanges();
  const [removing, setRemoving] = useState(false);
  const [stepUp, setStepUp] = useState<StepUp | null>(null);
  const remove = useSubmit(changes.remove);
  const dates = useDateFormat();
  const date = (iso: string) => dates.dayOf(iso) ?? iso;

  const onRemove = async (event: FormEvent) => {
    event.preventDefault();
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
      <Refusal error={remove.error} />
      {removing ? (
        <form onSubmit={onRemove} className="flex flex-col gap-3">
          <p className="text-on-surface-muted">{t('account.security.confirmBody')}</p>
          <StepUpCode onChange={setStepUp} />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" loading={remove.busy} disabled={!stepUp}>
              {t('account.security.removePasskey', { name: passkey.label })}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setRemoving(false)}>
              {t('account.feedback.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setRemoving(true)}>
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
  const [label, setLabel] = useState('');
  const [stepUp, setStepUp] = useState<StepUp | null>(null);
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

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    if (!stepUp) return;
    const added = await add.run(stepUp, label.trim() || t('account.security.defaultPasskeyName'));
    if (!added) return;
    notify.success(t('account.security.passkeyReady', { name: added.label }));
    setOpen(false);
    setLabel('');
  };

  return (
    <Card className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold">{t('account.security.addPasskey')}</h3>
      <form onSubmit={onAdd} className="flex flex-col gap-4">
        <Refusal error={add.error} />
        <TextField
          label={t('account.security.passkeyName')}
          hint={t('account.security.passkeyNameHint')}
          value={label}
          maxLength={60}
          onChange={(e) => setLabel(e.target.value)}
        />
        <p className="text-on-surface-muted">{t('account.security.confirmBody')}</p>
        <StepUpCode onChange={setStepUp} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={add.busy} disabled={!stepUp}>
            {t('account.security.createPasskey')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
            {t('account.feedback.cancel')}
          </Button>
        </div>
      </form>
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
