import { useTranslation } from 'react-i18next';
import type { LabOrderEvent } from '@portal/contract';
import { labOrderBadge } from '../rules/lab-order-badge';
import { useLabKitFormat } from './format';

/**
 * [KIT-2] Every step the order went through, oldest first, each with the time it happened: an ordered list, so
 * a screen reader says how many steps there were and where each one is.
 */
export function StatusHistory({ history, label }: { history: readonly LabOrderEvent[]; label: string }) {
  const { t } = useTranslation();
  const format = useLabKitFormat();
  return (
    <ol aria-label={label} className="flex flex-col">
      {history.map((event, index) => (
        <li
          key={`${event.status}-${event.at}-${index}`}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-s-2 border-border py-2 ps-4"
        >
          <span className="font-medium">{labOrderBadge(event.status, t).label}</span>
          <time dateTime={event.at} className="text-sm text-on-surface-muted">
            {format.dateTime(event.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
