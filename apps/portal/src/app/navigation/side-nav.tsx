import { useTranslation } from 'react-i18next';
import { PlaceLink } from './place-link';
import { usePlaces } from './use-destinations';

/** Wide screens: every destination in one column beside the page. */
export function SideNav({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('app.mainNav')} className={className} data-remove-on-print="">
      <ul className="flex flex-col gap-1">
        {usePlaces().map((place) => (
          <li key={place.to}>
            <PlaceLink place={place} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
