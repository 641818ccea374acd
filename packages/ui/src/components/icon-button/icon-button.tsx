import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus';

export const iconButtonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center rounded-button transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    focusRing,
  ],
  {
    variants: {
      variant: {
        ghost: 'bg-transparent text-on-surface hover:enabled:bg-surface-muted',
        secondary: 'border border-border bg-surface text-on-surface hover:enabled:bg-surface-muted',
        primary: 'bg-primary text-on-primary hover:enabled:bg-primary-hover',
      },
      size: { sm: 'size-8', md: 'size-11' },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label'> &
  VariantProps<typeof iconButtonVariants> & {
    /** The accessible name: an icon alone tells a screen reader nothing. */
    label: string;
  };

export function IconButton({ label, variant, size, className, type, ...props }: IconButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      className={cn(iconButtonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
