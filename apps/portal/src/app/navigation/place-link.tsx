import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '@portal/ui';
import type { Place } from './use-destinations';

/** A destination in a list (side navigation, "More" sheet): icon and name, a bar at its start when current. */
export function PlaceLink({
  place,
  className,
  ...props
}: { place: Place } & Omit<ComponentProps<typeof Link>, 'to'>) {
  const { to, name, icon: Icon, current } = place;
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-brand border-s-4 px-3 py-2 font-semibold',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        current
          ? 'border-primary bg-surface text-on-surface'
          : 'border-transparent text-on-surface-muted hover:bg-surface hover:text-on-surface',
        className,
      )}
      {...props}
    >
      <Icon />
      {name}
    </Link>
  );
}
