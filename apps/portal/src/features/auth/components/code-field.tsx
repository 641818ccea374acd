import { useTranslation } from 'react-i18next';
import { TextField } from '@portal/ui';
import type { useCodeEntry } from '../use-code-entry';
import { useProblemText } from '../use-problem-text';

/** The 6-digit one-time code field, bound to a `useCodeEntry()`: digits only, offered by the phone's keyboard. */
export function CodeField({
  entry,
  hint,
  refusal,
}: {
  entry: ReturnType<typeof useCodeEntry>;
  hint?: string | undefined;
  /** The server's refusal of the last code sent (wrong, used up, expired), in the patient's words. */
  refusal?: string | undefined;
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
      error={problemText(entry.problem) ?? refusal}
      className="tracking-[0.3em]"
    />
  );
}
