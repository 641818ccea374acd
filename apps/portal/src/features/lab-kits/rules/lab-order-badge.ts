import { isLabOrderStatus, LAB_ORDER_STATUS } from '@portal/contract';
import type { StatusTone } from '@portal/ui';
import type { TFunction } from 'i18next';

/**
 * [STATUS-1] [STATUS-2] What a lab order's StatusBadge shows: the label and tone of the contract's status table,
 * in the patient's language, and what the status means in the patient's words ("Care Gap Closed" is the spec's
 * label, and jargon); a code the table does not know yet is shown as it came, neutral, with no meaning.
 */
export function labOrderBadge(
  code: string,
  t: TFunction,
): { tone: StatusTone; label: string; meaning: string | null } {
  if (!isLabOrderStatus(code)) return { tone: 'neutral', label: code, meaning: null };
  const { labelKey, tone } = LAB_ORDER_STATUS[code];
  return { tone, label: t(labelKey), meaning: t(`labKits.statusMeaning.${code}`) };
}
