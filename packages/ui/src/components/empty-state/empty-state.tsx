import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { InboxIcon } from '../icons/icons';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** Heading level of the title within the page outline. */
  headingLevel?: 2 | 3 | 4;
};

/** What a list or chart shows when there is nothing yet, with the next step if there is one. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 3,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-card bg-surface-muted px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      <span className="text-on-surface-muted [&>svg]:size-10">{icon ?? <InboxIcon />}</span>
      <Heading className="font-heading text-lg font-semibold text-on-surface">{title}</Heading>
      {description && <p className="max-w-prose text-on-surface-muted">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
