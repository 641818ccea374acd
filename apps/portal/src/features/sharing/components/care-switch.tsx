import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, cn } from '@portal/ui';
import { readAs, useReadingAs } from '../../../lib/reading-as';
import { recordsPaths } from '../../records/paths';
import { useCare } from '../api/get-care';

const ME = 'me';

/** Opens the records of someone cared for: their My Health, read-only. */
export function useSwitchTo() {
  const navigate = useNavigate();
  return (person: { grant_id: string; patient_name: string }) => {
    readAs({ grantId: person.grant_id, name: person.patient_name });
    void navigate(recordsPaths.myHealth);
  };
}

/**
 * [SHARE-2] The header's "me / people I care for" switch, shown to an account that cares for someone. Choosing
 * a person opens their My Health, read-only; choosing "Me" returns to one's own records where one is.
 */
export function CareSwitch() {
  const { t } = useTranslation();
  const id = useId();
  const switchTo = useSwitchTo();
  const person = useReadingAs();
  const people = useCare().data?.people ?? [];
  if (people.length === 0 && !person) return null;
  // A person whose sharing ended stays listed while chosen, so the switch still says whose records these were.
  const choices = people.map((p) => ({ value: p.grant_id, label: p.patient_name }));
  if (person && !choices.some((c) => c.value === person.grantId))
    choices.push({ value: person.grantId, label: person.name });
  const choose = (value: string) => {
    if (value === ME) return readAs(null);
    switchTo({ grant_id: value, patient_name: choices.find((c) => c.value === value)!.label });
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium max-sm:sr-only">
        {t('sharing.switch.label')}
      </label>
      <select
        id={id}
        value={person?.grantId ?? ME}
        onChange={(event) => choose(event.target.value)}
        className={cn(
          'min-h-9 max-w-48 rounded-brand border border-border bg-surface px-2 text-sm text-on-surface',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        )}
      >
        <option value={ME}>{t('sharing.switch.me')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** [SHARE-2] Over every screen while reading for someone cared for: whose records these are, and the way back. */
export function ReadingAsBanner() {
  const { t } = useTranslation();
  const person = useReadingAs();
  if (!person) return null;
  return (
    <Alert
      tone="warning"
      className="mb-4"
      title={t('sharing.switch.banner', { name: person.name })}
      actions={
        <Button size="sm" variant="secondary" onClick={() => readAs(null)}>
          {t('sharing.switch.back')}
        </Button>
      }
    >
      {t('sharing.switch.readOnly')}
    </Alert>
  );
}
