import { useTranslation } from 'react-i18next';

/** [IFRAME-1] All a framed portal ever shows. */
export function IframeBlocked() {
  const { t } = useTranslation();
  return <p role="alert">{t('iframeBlocked')}</p>;
}
