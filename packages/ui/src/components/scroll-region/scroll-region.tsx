import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface ScrollRegionProps {
  /** What the region holds, read as its name (a table's caption or title). */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A table that may be wider than a phone scrolls sideways inside it, not the page. A scrollable region must be
 * reachable by keyboard, with a visible focus ring, and named to be read (WCAG 2.1.1): it takes focus and the
 * label as its name. It is a group, not a landmark, as it often sits in a section the same heading names.
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    <div
      tabIndex={0}
      role="group"
      aria-label={label}
      className={cn(
        'overflow-x-auto rounded-brand focus-visible:outline-2 focus-visible:outline-focus',
        className,
      )}
    >
      {children}
    </div>
  );
}
