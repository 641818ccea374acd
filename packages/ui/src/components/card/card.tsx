import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const cardVariants = cva('rounded-card text-on-surface', {
  variants: {
    variant: {
      default: 'border border-border/40 bg-surface shadow-sm',
      muted: 'bg-surface-muted',
      // Striped cards keep their light background and dark left border in print (print-color-adjust).
      striped: 'rounded-s-none border-s-4 border-stripe-border bg-stripe [print-color-adjust:exact]',
    },
    padding: { none: '', md: 'p-4', lg: 'p-6' },
  },
  defaultVariants: { variant: 'default', padding: 'md' },
});

export type CardProps = ComponentProps<'div'> & VariantProps<typeof cardVariants>;

export function Card({ variant, padding, className, ...props }: CardProps) {
  return (
    <div
      data-card-variant={variant ?? 'default'}
      className={cn(cardVariants({ variant, padding }), className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mb-3 flex flex-col gap-1', className)} {...props} />;
}

export type CardTitleProps = ComponentProps<'h3'> & {
  /** Heading level in the page outline: 2 directly under the page's h1, 3 under a section's h2. */
  level?: 2 | 3 | 4;
};

export function CardTitle({ level = 3, className, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading className={cn('font-heading text-lg font-semibold', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-on-surface-muted', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-4 flex flex-wrap items-center gap-2', className)} {...props} />;
}
