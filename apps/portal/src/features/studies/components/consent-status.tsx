import { useTranslation } from 'react-i18next';
import type { ConsentState } from '@portal/contract';
import { StatusBadge, type StatusTone } from '@portal/ui';

const tones: Record<ConsentState, StatusTone> = { none: 'neutral', signed: 'success', withdrawn: 'neutral' };

/** Whether the patient has joined a study: not joined, consent signed, or withdrawn. */
export function ConsentStatus({ state }: { state: ConsentState }) {
  const { t } = useTranslation();
  return <StatusBadge tone={tones[state]} label={t(`studies.consentState.${state}`)} />;
}
