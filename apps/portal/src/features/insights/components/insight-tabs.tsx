import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@portal/ui';
import { insightsPaths } from '../paths';

/** Care and Screenings side by side: the two lists of one patient's insights. */
export function InsightTabs() {
  const { t } = useTranslation();
  const tabs = [
    { to: insightsPaths.care, label: t('insights.tabs.insights') },
    { to: insightsPaths.screenings, label: t('insights.tabs.screenings') },
  ];
  return (
    <nav aria-label={t('insights.home.title')}>
      <ul className="flex gap-2 border-b border-border">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-block border-b-2 px-3 py-2 font-medium',
                  isActive ? 'border-primary text-primary' : 'border-transparent text-on-surface-muted',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
