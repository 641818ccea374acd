import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@portal/ui';
import { languages } from '../lib/i18n';
import { icon } from './navigation/icon';

/** The navigation's icons are many: the login page needs this one alone. */
const GlobeIcon = icon(
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
  'M3 12h18',
  'M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18Z',
);

/**
 * [I18N-1] The language switch shown on every screen; i18next remembers the choice in i18nextLng. On a phone
 * (down to 320 px, or 640 px at 200 % zoom) a globe stands for the word "Language", which still names the
 * select: the switch and the account menu then fit one row under the logo instead of wrapping onto two.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'en').slice(0, 2);
  return (
    <div className="flex items-center gap-1.5">
      <GlobeIcon width={20} height={20} className="sm:hidden" />
      <LanguageSwitch
        value={current}
        label={t('app.language')}
        labelClassName="max-sm:sr-only"
        languages={languages.map((value) => ({ value, label: t(`app.languages.${value}`) }))}
        onValueChange={(language) => void i18n.changeLanguage(language)}
      />
    </div>
  );
}
