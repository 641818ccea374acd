import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@portal/ui';
import { labOrderBadge } from '../rules/lab-order-badge';

/**
 * [STATUS-1] [STATUS-2] An order's status as a badge: its label and tone, or an unknown code as it came; with
 * `explain`, what the status means in the patient's words beside it.
 */
export function LabOrderStatus({ code, explain = false }: { code: string; explain?: boolean }) {
  const { t } = useTranslation();
  const { label, tone, meaning } = labOrderBadge(code, t);
  if (!explain || !meaning) return <StatusBadge tone={tone} label={label} />;
  return (
    <span className="flex flex-col items-start gap-1">
      <StatusBadge tone={tone} label={label} />
      <span className="text-sm" data-status-meaning="">
        {meaning}
      </span>
    </span>
  );
}
