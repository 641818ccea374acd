import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus';

export type AppShellProps = ComponentProps<'div'> & {
  /** The brand's name and logo (from @portal/brands); the logo's alt text is the brand name. */
  brand: { name: string; logo: { svg: string } };
  /** Where the logo links to, e.g. "/home". */
  homeHref?: string;
  /** Main navigation (links or tabs). */
  nav?: ReactNode;
  /** The language switch, e.g. <LanguageSwitch />. */
  languageSwitch?: ReactNode;
  /** Extra header actions, e.g. a log-out button. */
  actions?: ReactNode;
  footer?: ReactNode;
  skipLinkLabel?: string;
  /** Accessible name of the main navigation landmark. */
  navLabel?: string;
};

/** An <img> shows the logo without an asset pipeline and without running its markup. */
const svgDataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** The page frame: skip link, brand header, navigation, language switch, main content, footer. */
export function AppShell({
  brand,
  homeHref = '/',
  nav,
  languageSwitch,
  actions,
  footer,
  skipLinkLabel = 'Skip to main content',
  navLabel = 'Main',
  className,
  children,
  ...props
}: AppShellProps) {
  return (
    <div
      className={cn('flex min-h-screen flex-col bg-surface-muted font-sans text-on-surface', className)}
      {...props}
    >
      <a
        href="#main"
        className={cn(
          'sr-only rounded-brand bg-surface px-4 py-2 text-link focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50',
          focusRing,
        )}
      >
        {skipLinkLabel}
      </a>
      <header className="bg-header text-on-header shadow-sm">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <a href={homeHref} className={cn('inline-flex rounded-brand', focusRing)}>
            <img src={svgDataUri(brand.logo.svg)} alt={brand.name} className="h-9 w-auto" />
          </a>
          <div className="flex flex-wrap items-center gap-3">
            {languageSwitch}
            {actions}
          </div>
        </div>
        {nav && (
          <nav aria-label={navLabel} className="mx-auto max-w-6xl px-4">
            {nav}
          </nav>
        )}
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none">
        {children}
      </main>
      {footer && (
        <footer className="border-t border-border/40 bg-surface px-4 py-4 text-sm text-on-surface-muted">
          <div className="mx-auto max-w-6xl">{footer}</div>
        </footer>
      )}
    </div>
  );
}
