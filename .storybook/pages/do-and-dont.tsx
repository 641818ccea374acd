import type { ReactNode } from 'react';
import { CheckCircleIcon, cn, XCircleIcon } from '@portal/ui';

export type GuideLocale = 'en' | 'es';

/** The guide's own words: what a pair is called, in the language the toolbar chose. */
const sides = {
  en: { do: 'Do', dont: 'Don’t' },
  es: { do: 'Haga esto', dont: 'Evite esto' },
} as const;

function Side({
  kind,
  locale,
  why,
  children,
}: {
  kind: 'do' | 'dont';
  locale: GuideLocale;
  why: ReactNode;
  children: ReactNode;
}) {
  const Icon = kind === 'do' ? CheckCircleIcon : XCircleIcon;
  return (
    // The word (Do / Don't) says which side it is; the colour only repeats it
    <figure
      aria-label={sides[locale][kind]}
      className={cn(
        'flex flex-col gap-3 rounded-brand border-t-4 bg-surface-muted p-4',
        kind === 'do' ? 'border-success' : 'border-danger',
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden className={kind === 'do' ? 'text-success' : 'text-danger'} />
        {sides[locale][kind]}
      </p>
      <div className="rounded-brand border border-border bg-surface p-4">{children}</div>
      <figcaption className="text-sm">{why}</figcaption>
    </figure>
  );
}

/**
 * One rule shown twice with our components: as the portal does it, and the mistake it avoids, each with why.
 * The do side uses the portal's own strings, so the pair stays true when the wording changes.
 */
export function DoAndDont({
  locale,
  good,
  goodWhy,
  bad,
  badWhy,
}: {
  locale: GuideLocale;
  good: ReactNode;
  goodWhy: ReactNode;
  bad: ReactNode;
  badWhy: ReactNode;
}) {
  return (
    <div lang={locale} className="grid gap-4 font-sans text-on-surface md:grid-cols-2">
      <Side kind="do" locale={locale} why={goodWhy}>
        {good}
      </Side>
      <Side kind="dont" locale={locale} why={badWhy}>
        {bad}
      </Side>
    </div>
  );
}
