import { isLabOrderStatus, labOrderStatusLabel, type LabOrderStatus } from '@portal/contract';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const statusBadgeVariants = cva(
  'inline-flex items-center gap-2 rounded-full border bg-surface px-3 py-1 text-sm font-medium text-on-surface',
  {
    variants: {
      tone: {
        neutral: 'border-border',
        progress: 'border-info',
        success: 'border-success',
        problem: 'border-danger',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

const dot = {
  neutral: 'bg-on-surface-muted',
  progress: 'bg-info',
  success: 'bg-success',
  problem: 'bg-danger',
} as const;

type Tone = keyof typeof dot;

const toneOfStatus: Record<LabOrderStatus, Tone> = {
  'lab-order-requested': 'progress',
  'order-received': 'progress',
  'order-fulfilled': 'progress',
  'kit-delivered-to-patient': 'progress',
  'kit-in-transit-to-lab': 'progress',
  'test-samples-received': 'progress',
  'kit-accessioned': 'progress',
  'processing-results': 'progress',
  'lab-order-result-resubmitted': 'progress',
  'results-ready': 'success',
  'care-gap-closed': 'success',
  'kit-rejected': 'problem',
  'kit-issue': 'problem',
  'kit-fulfillment-canceled': 'problem',
};

export type StatusBadgeProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof statusBadgeVariants> & {
    /** A lab order status code, e.g. "kit-in-transit-to-lab". */
    status: string;
    /** Labels by code, e.g. Spanish ones; English labels of the spec are the default. */
    labels?: Partial<Record<string, string>>;
  };

/** A lab order status with its label (STATUS-1); an unknown code shows as it came (STATUS-2). */
export function StatusBadge({ status, labels, tone, className, ...props }: StatusBadgeProps) {
  const t: Tone = tone ?? (isLabOrderStatus(status) ? toneOfStatus[status] : 'neutral');
  return (
    <span data-status={status} className={cn(statusBadgeVariants({ tone: t }), className)} {...props}>
      <span aria-hidden className={cn('size-2.5 shrink-0 rounded-full', dot[t])} />
      {labels?.[status] ?? labOrderStatusLabel(status)}
    </span>
  );
}
