import { useTranslation } from 'react-i18next';
import { DateField } from '@portal/ui';

/**
 * The move-in and move-out dates of a past address, side by side on wide screens: the same two fields in
 * onboarding and in the profile, checked by the same rules (`lib/address-form.ts`).
 */
export function LivedThereDates({
  from,
  to,
  onFromChange,
  onToChange,
  errors,
}: {
  from: string;
  to: string;
  onFromChange: (date: string) => void;
  onToChange: (date: string) => void;
  errors: { from?: string; to?: string };
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <DateField
        label={t('addressForm.movedIn')}
        value={from}
        onChange={(e) => onFromChange(e.target.value)}
        error={errors.from}
        required
      />
      <DateField
        label={t('addressForm.movedOut')}
        value={to}
        onChange={(e) => onToChange(e.target.value)}
        error={errors.to}
        required
      />
    </div>
  );
}
