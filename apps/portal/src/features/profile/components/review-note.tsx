import { useTranslation } from 'react-i18next';
import { Alert } from '@portal/ui';

/** A change to a verified identity waiting for a coordinator: what was asked and when. */
export function ReviewNote({ value, requestedAt }: { value: string; requestedAt: string }) {
  const { t, i18n } = useTranslation();
  const date = new Date(requestedAt).toLocaleDateString(i18n.resolvedLanguage, { dateStyle: 'long' });
  return (
    <Alert tone="info" title={t('profile.inReview')}>
      {t('profile.inReviewNote', { value, date })}
    </Alert>
  );
}
