import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@portal/ui';
import { labOrderBadge } from '../rules/lab-order-badge';

/** [STATUS-1] [STATUS-2] An order's status as a badge: its label and tone, or an unknown code as it came. */
export function LabOrderStatus({ code }: { code: string }) {
  const { t } = useTranslation();
  const { label, tone } = labOrderBadge(code, t);
  return <StatusBadge tone={tone} label={label} />;
}
