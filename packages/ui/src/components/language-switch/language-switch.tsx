import { useId, type ChangeEvent, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus';
import { composeEventHandlers } from '../../lib/compose';

export interface LanguageOption {
  /** BCP 47 code, e.g. "en". */
  value: string;
  /** The language's name in itself, e.g. "Español". */
  label: string;
}

export const defaultLanguages: readonly LanguageOption[] = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
];

export type LanguageSwitchProps = Omit<ComponentProps<'select'>, 'value' | 'defaultValue'> & {
  value: string;
  onValueChange?: (language: string) => void;
  languages?: readonly LanguageOption[];
  label?: string;
  /** Classes of the label, e.g. to show it only where the header has room (it still names the select). */
  labelClassName?: string;
};

/** A compact labelled select for the header; each option carries its own lang so it is read correctly. */
export function LanguageSwitch({
  value,
  onValueChange,
  languages = defaultLanguages,
  label = 'Language',
  labelClassName,
  className,
  onChange,
  ...props
}: LanguageSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className={cn('text-sm font-medium', labelClassName)}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={composeEventHandlers(onChange, (e: ChangeEvent<HTMLSelectElement>) =>
          onValueChange?.(e.target.value),
        )}
        className={cn(
          'min-h-9 rounded-brand border border-border bg-surface px-2 text-sm text-on-surface',
          focusRing,
          className,
        )}
        {...props}
      >
        {languages.map((l) => (
          <option key={l.value} value={l.value} lang={l.value}>
            {l.label}
          </option>
        ))}
      </select>
    </div>
  );
}
