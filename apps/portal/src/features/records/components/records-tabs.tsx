import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@portal/ui';
import { paths } from '../../../config/paths';
import { recordsPaths } from '../paths';

const tabs = [
  { to: paths.home, key: 'home', end: true },
  { to: recordsPaths.myHealth, key: 'myHealth', end: false },
  { to: recordsPaths.medications, key: 'medications', end: false },
  { to: recordsPaths.timeline, key: 'timeline', end: false },
  { to: recordsPaths.vitals, key: 'vitals', end: false },
  { to: recordsPaths.labs, key: 'labs', end: false },
  { to: recordsPaths.trends, key: 'trends', end: false },
  { to: recordsPaths.healthRecord, key: 'healthRecord', end: false },
] as const;

/**
 * The main app's tabs. They change the page (and the address), so they are links in a nav with
 * aria-current, not ARIA tabs: back, reload and bookmarks work as patients expect.
 */
export function RecordsTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('records.tabs.label')} data-remove-on-print="">
      <ul className="flex gap-1 overflow-x-auto border-b border-border">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                cn(
                  '-mb-px block whitespace-nowrap border-b-4 px-4 py-2 font-semibold',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                  isActive
                    ? 'border-primary text-on-surface'
                    : 'border-transparent text-on-surface-muted hover:text-on-surface',
                )
              }
            >
              {t(`records.tabs.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
