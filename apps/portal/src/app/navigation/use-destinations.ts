import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentDestination } from './current-destination';
import { destinations, type Destination } from './destinations';

export interface Place extends Destination {
  name: string;
  current: boolean;
}

/** The destinations with their names in the patient's language, the one they are in marked. */
export function usePlaces(): Place[] {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const here = currentDestination(pathname, destinations);
  return destinations.map((d) => ({ ...d, name: d.label(t), current: d === here }));
}
