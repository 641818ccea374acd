import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const skeletonVariants = cva('animate-pulse bg-stripe motion-reduce:animate-none', {
  variants: {
    shape: {
      line: 'h-4 w-full rounded-brand',
      block: 'h-24 w-full rounded-card',
      circle: 'size-10 rounded-full',
    },
  },
  defaultVariants: { shape: 'line' },
});

/** A placeholder shape while content loads; hidden from assistive tech (announce loading with a Spinner or aria-busy). */
export function Skeleton({
  shape,
  className,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof skeletonVariants>) {
  return <div aria-hidden className={cn(skeletonVariants({ shape }), className)} {...props} />;
}
