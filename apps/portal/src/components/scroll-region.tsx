import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone scrolls sideways inside it, not the page. A scrollable region must be
 * reachable by keyboard, with a visible focus ring, and named to be read: it takes focus and the table's caption
 * as its name. It is a group, not a landmark, as it often sits in a section the same heading names.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      tabIndex={0}
      role="group"
      aria-label={label}
      className="overflow-x-auto rounded-brand focus-visible:outline-2 focus-visible:outline-focus"
    >
      {children}
    </div>
  );
}
