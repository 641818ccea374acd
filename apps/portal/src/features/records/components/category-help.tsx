import { useTranslation } from 'react-i18next';
import type { RecordCategory } from '@portal/contract';

/** Category help: what a category holds and where it comes from, one click away (a native disclosure). */
export function CategoryHelp({ category, open = false }: { category: RecordCategory; open?: boolean }) {
  const { t } = useTranslation();
  return (
    <details open={open} className="text-sm">
      <summary className="cursor-pointer font-semibold text-link underline focus-visible:outline-2 focus-visible:outline-focus">
        {t('records.help.summary', { category: t(`records.categories.${category}.name`) })}
      </summary>
      <p className="mt-1">{t(`records.categories.${category}.help`)}</p>
    </details>
  );
}
