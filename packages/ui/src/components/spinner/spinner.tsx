import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const spinnerVariants = cva(
  'inline-block animate-spin rounded-full border-current border-r-transparent',
  {
    variants: { size: { sm: 'size-4 border-2', md: 'size-6 border-[3px]', lg: 'size-10 border-4' } },
    defaultVariants: { size: 'md' },
  },
);

export type SpinnerProps = ComponentProps<'span'> &
  VariantProps<typeof spinnerVariants> & {
    /** Announced to screen readers while loading. */
    label?: string;
    /** Inside a control that already says it is busy: draw only. */
    decorative?: boolean;
  };

export function Spinner({ size, label = 'Loading', decorative = false, className, ...props }: SpinnerProps) {
  if (decorative) {
    return <span aria-hidden className={cn(spinnerVariants({ size }), className)} {...props} />;
  }
  return (
    <span role="status" className={cn('inline-flex items-center', className)} {...props}>
      <span aria-hidden className={spinnerVariants({ size })} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
