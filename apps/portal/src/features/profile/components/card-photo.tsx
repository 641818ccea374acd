import { useTranslation } from 'react-i18next';
import type { CardSide } from '@portal/contract';
import { Alert, Spinner } from '@portal/ui';
import { useInsuranceCard } from '../api/get-insurance-card';

/** One side of an insurance card as the patient uploaded it [PROF-5]. */
export function CardPhoto({ id, side, version }: { id: string; side: CardSide; version: string }) {
  const { t } = useTranslation();
  const photo = useInsuranceCard(id, side, version);
  const label = t(`profile.insurance.sides.${side}`);
  if (photo.state === 'failed')
    return <Alert tone="warning" title={t('profile.insurance.photoFailed', { side: label })} />;
  if (photo.state === 'loading')
    return <Spinner label={t('profile.insurance.photoLoading', { side: label })} />;
  return (
    <img
      src={photo.url}
      alt={t('profile.insurance.photoAlt', { side: label })}
      className="max-h-60 w-full max-w-sm rounded-md border border-border object-contain"
      data-private="true"
    />
  );
}
