import { useTranslation } from 'react-i18next';
import { TextField } from '@portal/ui';
import type { useCodeEntry } from '../use-code-entry';
import { useProblemText } from '../use-problem-text';

/** The 6-digit one-time code field, bound to a `useCodeEntry()`: digits only, offered by the phone's keyboard. */
export function CodeField({
  entry,
  hint,
}: {
  entry: ReturnType<typeof useCodeEntry>;
  hint?: string | undefined;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  return (
    <TextField
      ref={entry.input}
      label={t('fields.code')}
      hint={hint}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      value={entry.code}
      onChange={(event) => entry.type(event.target.value)}
      error={problemText(entry.problem)}
      className="tracking-[0.3em]"
    />
  );
}
