import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  cn,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@portal/ui';
import { MoreIcon } from './icons';
import { PlaceLink } from './place-link';
import { usePlaces } from './use-destinations';

const item = cn(
  'flex min-h-14 w-full flex-col items-center justify-center gap-0.5 px-0.5 py-1.5 text-center text-[0.6875rem] font-semibold leading-tight',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
);
const itemTone = (current: boolean) =>
  cn('border-t-4', current ? 'border-primary text-on-surface' : 'border-transparent text-on-surface-muted');

/**
 * Phones: the few destinations a patient needs most along the bottom, within the thumb's reach, and "More"
 * opening a sheet with the rest. "More" looks current when the page is one of those.
 */
export function BottomBar({ className }: { className?: string }) {
  const { t } = useTranslation();
  const places = usePlaces();
  const onBar = places.filter((p) => p.onPhoneBar);
  const rest = places.filter((p) => !p.onPhoneBar);
  const inRest = rest.some((p) => p.current);
  return (
    <nav
      aria-label={t('app.mainNav')}
      data-remove-on-print=""
      data-bottom-bar=""
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] shadow-lg',
        className,
      )}
    >
      {/* Each item as wide as its name, the spare room shared: long names ("Medicamentos") fit a 320 px phone whole */}
      <ul className="flex">
        {onBar.map(({ to, name, icon: Icon, current }) => (
          <li key={to} className="flex-auto">
            <Link to={to} aria-current={current ? 'page' : undefined} className={cn(item, itemTone(current))}>
              <Icon />
              {name}
            </Link>
          </li>
        ))}
        <li className="flex-auto">
          <Dialog>
            <DialogTrigger className={cn(item, itemTone(inRest))}>
              <MoreIcon />
              {t('nav.more')}
            </DialogTrigger>
            <DialogContent
              closeLabel={t('close')}
              className="top-auto bottom-0 max-w-none w-full translate-y-0 rounded-b-none pb-[calc(1.5rem+env(safe-area-inset-bottom))]"
            >
              <DialogHeader>
                <DialogTitle>{t('nav.more')}</DialogTitle>
                <DialogDescription>{t('nav.moreDescription')}</DialogDescription>
              </DialogHeader>
              <ul className="flex flex-col">
                {rest.map((place) => (
                  <li key={place.to}>
                    <DialogClose asChild>
                      <PlaceLink place={place} className="py-3" />
                    </DialogClose>
                  </li>
                ))}
              </ul>
            </DialogContent>
          </Dialog>
        </li>
      </ul>
    </nav>
  );
}
