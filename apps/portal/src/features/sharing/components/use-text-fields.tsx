import { useState, type ComponentProps } from 'react';
import type { z } from 'zod';
import { TextField } from '@portal/ui';
import { formProblems } from '../../../lib/form-problems';
import { useProblemText, type Problem } from '../../../lib/problem-text';
import { refusalField } from '../../../lib/refusal-field';

/**
 * The text fields of a sharing form, each with its own message under it: the contract schema's problems found
 * before sending (`check`), else the server's refusal of that field (`error`, mapped by `refusalField`, or by
 * the form itself in `atField`, e.g. a limit on the address typed), each kept until the patient edits that
 * field. Named fields, read with FormData on submit.
 */
export function useTextFields<F extends string>(
  fields: Readonly<Record<F, F>>,
  error: unknown,
  atField?: { field: F; message: string },
) {
  const problemText = useProblemText();
  const [problems, setProblems] = useState<Partial<Record<F, Problem>>>({});
  const refused = error ? (atField ?? refusalField(error, fields)) : undefined;
  const [refusalSeen, setRefusalSeen] = useState<unknown>(null);

  const messageOf = (field: F) => {
    const found = problems[field];
    if (found) return problemText(found);
    return refused?.field === field && refusalSeen !== error ? refused.message : undefined;
  };
  const fixed = (field: F) => () => {
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
    if (refused?.field === field) setRefusalSeen(error);
  };

  /** Checks the form's text with `schema`; true when none of these fields has a problem. */
  const check = <S extends z.ZodType>(schema: S, value: unknown): boolean => {
    const found = formProblems(schema, value);
    const mine = Object.fromEntries(
      (Object.keys(fields) as F[]).filter((field) => found[field]).map((field) => [field, found[field]]),
    ) as Partial<Record<F, Problem>>;
    setProblems(mine);
    return Object.keys(mine).length === 0;
  };

  const textField = (
    name: F,
    label: string,
    max: number,
    more: Partial<ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      name={name}
      label={label}
      maxLength={max}
      error={messageOf(name)}
      onChange={fixed(name)}
      {...more}
    />
  );

  /** The server's refusal when it concerns none of these fields (shown above the form). */
  const otherRefusal = error && !refused ? error : null;
  return { check, textField, otherRefusal };
}
