import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LAB_KIT_TYPES, type LabKitType } from '@portal/contract';
import { Button, Card, RadioGroup } from '@portal/ui';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';

/** Schedule order [KIT-1]: which kit (the one a care gap asked for is chosen already) and what happens next. */
export function ScheduleStep({
  kit,
  suggested,
  onContinue,
}: {
  kit: LabKitType | null;
  /** The kit comes from a care gap: only that one is offered. */
  suggested: boolean;
  onContinue: (kit: LabKitType) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<LabKitType | null>(kit);
  const [missing, setMissing] = useState(false);
  const kits = suggested && kit ? [kit] : LAB_KIT_TYPES;
  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) return onContinue(chosen);
        setMissing(true);
        focusFirstInvalid(event.currentTarget);
      }}
    >
      {suggested && <p className="font-medium">{t('labKits.schedule.suggested')}</p>}
      <RadioGroup
        legend={t('labKits.schedule.kit')}
        name="kit"
        required
        value={chosen ?? ''}
        onValueChange={(value) => {
          setChosen(value as LabKitType);
          setMissing(false);
        }}
        error={missing ? t('labKits.schedule.kitRequired') : undefined}
        options={kits.map((type) => ({
          value: type,
          label: t(`labKits.kits.${type}.name`),
          hint: t(`labKits.kits.${type}.description`),
        }))}
      />
      <Card variant="muted" className="flex flex-col gap-2">
        <h2 className="font-semibold">{t('labKits.schedule.nextTitle')}</h2>
        <ol className="list-decimal ps-6">
          <li>{t('labKits.schedule.next.ship')}</li>
          <li>{t('labKits.schedule.next.collect')}</li>
          <li>{t('labKits.schedule.next.mail')}</li>
          <li>{t('labKits.schedule.next.results')}</li>
        </ol>
      </Card>
      <div>
        <Button type="submit">{t('labKits.order.continue')}</Button>
      </div>
    </form>
  );
}
