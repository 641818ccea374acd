import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus';
import { Spinner } from '../spinner/spinner';

export const buttonVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 rounded-button font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress',
    focusRing,
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-on-primary hover:enabled:bg-primary-hover',
        secondary: 'border-2 border-primary bg-surface text-primary hover:enabled:bg-surface-muted',
        ghost: 'bg-transparent text-primary hover:enabled:bg-surface-muted',
        danger: 'bg-danger text-on-danger hover:enabled:opacity-90',
      },
      size: {
        sm: 'min-h-9 px-3 text-sm',
        md: 'min-h-11 px-4 text-base',
        lg: 'min-h-12 px-6 text-lg',
      },
      width: { auto: '', full: 'w-full' },
    },
    defaultVariants: { variant: 'primary', size: 'md', width: 'auto' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router link) with button styles. */
    asChild?: boolean;
    /** Shows a spinner, marks the button busy and blocks clicks; the label stays for screen readers. */
    loading?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  width,
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, width }), className);
  if (asChild) {
    return (
      <Slot className={classes} {...(props as ComponentProps<typeof Slot>)}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}
