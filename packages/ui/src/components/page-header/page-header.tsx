import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type PageHeaderProps = Omit<ComponentProps<'div'>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  /** A back link or breadcrumb above the title. */
  back?: ReactNode;
  /** Buttons at the end, e.g. Print. */
  actions?: ReactNode;
};

/** The page's h1 with its description and actions (a div: inside main a <header> would be a second banner). */
export function PageHeader({ title, description, back, actions, className, ...props }: PageHeaderProps) {
  return (
    <div className={cn('flex flex-col gap-2 pb-4', className)} {...props}>
      {back && <div>{back}</div>}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="break-words font-heading text-2xl font-bold text-on-surface sm:text-3xl">{title}</h1>
          {/* A div, not a p: a description may hold blocks (a <details> of help), which a p cannot contain */}
          {description && <div className="text-on-surface-muted">{description}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}
