import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@portal/ui';
import { languages } from '../lib/i18n';

/** [I18N-1] The language switch shown on every screen; i18next remembers the choice in i18nextLng. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'en').slice(0, 2);
  return (
    <LanguageSwitch
      value={current}
      label={t('app.language')}
      languages={languages.map((value) => ({ value, label: t(`app.languages.${value}`) }))}
      onValueChange={(language) => void i18n.changeLanguage(language)}
    />
  );
}
