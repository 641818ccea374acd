import { useTranslation } from 'react-i18next';
import { Alert } from '@portal/ui';
import { useDateFormat } from '../../account/api/settings';

/** A change to a verified identity waiting for a coordinator: what was asked and when. */
export function ReviewNote({ value, requestedAt }: { value: string; requestedAt: string }) {
  const { t } = useTranslation();
  const date = useDateFormat('long').dayOf(requestedAt) ?? requestedAt;
  return (
    <Alert tone="info" title={t('profile.inReview')}>
      {t('profile.inReviewNote', { value, date })}
    </Alert>
  );
}
