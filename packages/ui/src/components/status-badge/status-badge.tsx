import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
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

export type StatusTone = keyof typeof dot;

export type StatusBadgeProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof statusBadgeVariants> & {
    /** What the status is, in the patient's words: the label carries the meaning, never the colour alone. */
    label: ReactNode;
  };

/** A status at a glance: a tone (dot and border) and its label. Which status gets which tone is the caller's. */
export function StatusBadge({ label, tone, className, ...props }: StatusBadgeProps) {
  const t: StatusTone = tone ?? 'neutral';
  return (
    <span className={cn(statusBadgeVariants({ tone: t }), className)} {...props}>
      <span aria-hidden className={cn('size-2.5 shrink-0 rounded-full', dot[t])} />
      {label}
    </span>
  );
}
