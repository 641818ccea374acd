import { useTranslation } from 'react-i18next';
import { RECORD_CATEGORIES, type RecordCategory } from '@portal/contract';
import { Checkbox } from '@portal/ui';

/** Which kinds of record a share covers: one checkbox each, and a message when none is chosen. */
export function CategoryChoice({
  value,
  onChange,
  missing,
}: {
  value: RecordCategory[];
  onChange: (next: RecordCategory[]) => void;
  missing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">{t('sharing.create.what')}</legend>
      {RECORD_CATEGORIES.map((category) => (
        <Checkbox
          key={category}
          name="categories"
          label={t(`sharing.category.${category}`)}
          checked={value.includes(category)}
          onChange={(e) =>
            onChange(e.target.checked ? [...value, category] : value.filter((c) => c !== category))
          }
        />
      ))}
      {missing && (
        <p role="alert" className="text-sm text-danger">
          {t('sharing.create.pickOne')}
        </p>
      )}
    </fieldset>
  );
}
