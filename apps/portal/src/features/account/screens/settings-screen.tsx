import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Checkbox, PageHeader, Select } from '@portal/ui';
import {
  LANGUAGES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  UNIT_SYSTEMS,
  type PatientSettings,
  type UnitSystem,
} from '@portal/contract';
import { extractErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useSaveSettings, useSettings } from '../api/settings';
import { Loaded } from '../../../app/loaded';
import { timeZoneChoices, timeZoneName } from '../rules/time-zones';

const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function SettingsForm({ saved }: { saved: PatientSettings }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(saved);
  const { trigger, isMutating, error } = useSaveSettings();
  const language = i18n.resolvedLanguage ?? 'en';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await trigger(draft);
    if (!answer) return;
    if (answer.language !== language) await i18n.changeLanguage(answer.language);
    notify.success(t('account.settings.saved'));
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      {error ? (
        <Alert tone="danger" title={t('account.settings.notSaved')}>
          {extractErrorMessage(error)}
        </Alert>
      ) : null}
      <Card className="flex flex-col gap-4">
        <Select
          label={t('account.settings.language')}
          value={draft.language}
          options={LANGUAGES.map((value) => ({ value, label: t(`app.languages.${value}`) }))}
          onChange={(event) =>
            setDraft({ ...draft, language: event.target.value as PatientSettings['language'] })
          }
        />
        <Select
          label={t('account.settings.timeZone')}
          hint={t('account.settings.timeZoneHint')}
          value={draft.time_zone}
          options={timeZoneChoices(saved.time_zone, deviceTimeZone()).map((zone) => ({
            value: zone,
            label: timeZoneName(zone, language),
          }))}
          onChange={(event) => setDraft({ ...draft, time_zone: event.target.value })}
        />
        <Select
          label={t('account.settings.units')}
          hint={t('account.settings.unitsHint')}
          value={draft.units}
          options={UNIT_SYSTEMS.map((value) => ({
            value,
            label: t(`account.settings.unitSystems.${value}`),
          }))}
          onChange={(event) => setDraft({ ...draft, units: event.target.value as UnitSystem })}
        />
      </Card>
      <Card className="flex flex-col gap-4">
        <div>
          <h2 className="text-lg font-semibold">{t('account.settings.notifications')}</h2>
          <p className="text-on-surface-muted">{t('account.settings.notificationsHint')}</p>
        </div>
        {NOTIFICATION_TOPICS.map((topic) => (
          <fieldset
            key={topic}
            aria-describedby={`settings-topic-${topic}`}
            className="flex flex-col gap-2 border-t border-border pt-3"
          >
            <legend className="float-left mb-1 font-semibold">{t(`account.settings.topics.${topic}`)}</legend>
            <p id={`settings-topic-${topic}`} className="clear-left text-sm text-on-surface-muted">
              {t(`account.settings.topicHints.${topic}`)}
            </p>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Checkbox
                  key={channel}
                  label={t(`account.settings.channels.${channel}`)}
                  checked={draft.notifications[topic][channel]}
                  onChange={(event) =>
                    setDraft({
                      ...draft,
                      notifications: {
                        ...draft.notifications,
                        [topic]: { ...draft.notifications[topic], [channel]: event.target.checked },
                      },
                    })
                  }
                />
              ))}
            </div>
          </fieldset>
        ))}
      </Card>
      <div>
        <Button type="submit" loading={isMutating}>
          {t('account.settings.save')}
        </Button>
      </div>
    </form>
  );
}

/** /profile/settings [PROF-7]: language, time zone, units and which messages come by email or text. */
export default function SettingsScreen() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageHeader title={t('account.settings.title')} description={t('account.settings.description')} />
      {/* The form starts from what the server holds once: a later revalidation does not undo typing */}
      <Loaded resource={settings} failedTitle={t('account.loadFailed')}>
        {(saved) => <SettingsForm saved={saved} />}
      </Loaded>
    </div>
  );
}
