import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentDestination } from './current-destination';
import { useReadingAs } from '../../lib/reading-as';
import { caredForDestinations, destinations, type Destination } from './destinations';

export interface Place extends Destination {
  name: string;
  current: boolean;
}

/**
 * The destinations with their names in the patient's language, the one they are in marked. While reading for
 * someone cared for, only their records tabs.
 */
export function usePlaces(): Place[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const places = useReadingAs() ? caredForDestinations : destinations;
  const here = currentDestination(pathname, places);
  return places.map((d) => ({ ...d, name: d.label(t), current: d === here }));
}
