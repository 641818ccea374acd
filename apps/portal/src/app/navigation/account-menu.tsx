import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@portal/ui';
import { accountMenuLinks } from '../../features/account/paths';
import { endSession } from '../../lib/api';
import { ChevronDownIcon, UserIcon } from './icons';

const entry = cn(
  'flex w-full items-center rounded-brand px-3 py-2 text-start font-semibold text-on-surface hover:bg-surface-muted',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
);

/**
 * The header's account menu. A native popover: the browser opens it from the button (and says so with
 * aria-expanded), closes it on Escape or a click elsewhere and returns focus; a link closes it as it navigates.
 * It sits under its button where the browser can anchor it, else at the header's end.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);
  const close = () => menu.current?.hidePopover?.();
  return (
    <>
      <button
        type="button"
        popoverTarget={menuId}
        className={cn(
          'inline-flex items-center gap-1 rounded-button border border-current px-3 py-1.5 text-sm font-semibold [anchor-name:--account-menu]',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        )}
      >
        <UserIcon width={18} height={18} />
        {t('nav.accountMenu')}
        <ChevronDownIcon width={16} height={16} />
      </button>
      <div
        id={menuId}
        ref={menu}
        popover="auto"
        className={cn(
          'fixed inset-auto end-4 top-16 m-0 mt-1 w-64 max-w-[calc(100vw-2rem)] rounded-card border border-border bg-surface p-2 text-on-surface shadow-xl',
          'supports-[position-anchor:--a]:[position-anchor:--account-menu] supports-[position-anchor:--a]:[top:anchor(bottom)] supports-[position-anchor:--a]:[right:anchor(right)]',
        )}
      >
        <nav aria-label={t('nav.accountMenu')}>
          <ul className="flex flex-col gap-1">
            {accountMenuLinks.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={entry} onClick={close}>
                  {label(t)}
                </Link>
              </li>
            ))}
            <li className="border-t border-border pt-1">
              <button type="button" className={entry} onClick={() => endSession({ reason: 'logged-out' })}>
                {t('logOut')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
