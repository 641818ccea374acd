import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus';

export const linkVariants = cva(['rounded-sm underline-offset-4', focusRing], {
  variants: {
    tone: {
      default: 'text-link underline hover:no-underline',
      subtle: 'text-on-surface-muted hover:text-on-surface hover:underline',
      inherit: 'text-current underline',
    },
  },
  defaultVariants: { tone: 'default' },
});

export type LinkProps = ComponentProps<'a'> &
  VariantProps<typeof linkVariants> & {
    /** Style a router link (e.g. react-router's <Link>) passed as the only child. */
    asChild?: boolean;
    /** For target="_blank": text for screen readers, e.g. "(opens in a new tab)". */
    newTabLabel?: string;
  };

export function Link({ asChild, tone, className, children, newTabLabel, target, rel, ...props }: LinkProps) {
  const Comp = asChild ? Slot : 'a';
  const external = target === '_blank';
  return (
    <Comp
      className={cn(linkVariants({ tone }), className)}
      target={target}
      rel={external ? (rel ?? 'noopener noreferrer') : rel}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {children}
          {external && newTabLabel && <span className="sr-only"> {newTabLabel}</span>}
        </>
      )}
    </Comp>
  );
}
