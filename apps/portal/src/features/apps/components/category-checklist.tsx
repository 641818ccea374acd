import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppCategory } from '@portal/contract';
import { Checkbox } from '@portal/ui';

/**
 * [issue 30] What the app asked to read, one checkbox each in the patient's words (the sharing screens' names,
 * "Insurance" for coverage), all checked at first: the patient may uncheck some, never add what was not asked.
 */
export function CategoryChecklist({
  asked,
  chosen,
  onChange,
  missing,
  disabled,
}: {
  asked: AppCategory[];
  chosen: AppCategory[];
  onChange: (next: AppCategory[]) => void;
  missing: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const hint = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hint}>
      <legend className="mb-1 font-semibold">{t('apps.authorize.what')}</legend>
      <p id={hint} className="text-sm text-on-surface-muted">
        {t('apps.authorize.whatHint')}
      </p>
      {asked.map((category) => (
        <Checkbox
          key={category}
          name="categories"
          value={category}
          label={t(`sharing.category.${category}`)}
          checked={chosen.includes(category)}
          disabled={disabled}
          onChange={(e) =>
            onChange(
              e.target.checked
                ? asked.filter((c) => c === category || chosen.includes(c))
                : chosen.filter((c) => c !== category),
            )
          }
        />
      ))}
      {missing && (
        <p role="alert" className="text-sm text-danger">
          {t('apps.authorize.pickOne')}
        </p>
      )}
    </fieldset>
  );
}
