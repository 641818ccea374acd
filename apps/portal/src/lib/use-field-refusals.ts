import { useCallback, useState } from 'react';
import { refusalField } from './refusal-field';

/**
 * A form's server refusals, each at the field it concerns (see `refusalField`), kept until that field changes:
 * `take(error)` shows one (false when it concerns no field here, for the caller to toast it), `fixed(field)`
 * clears it as the patient edits that field.
 */
export function useFieldRefusals<F extends string>(fields: Readonly<Partial<Record<string, F>>>) {
  const [refusals, setRefusals] = useState<Partial<Record<F, string>>>({});
  const take = (error: unknown): boolean => {
    const at = refusalField(error, fields);
    if (at) setRefusals((current) => ({ ...current, [at.field]: at.message }));
    return at !== undefined;
  };
  const fixed = useCallback(
    (field: F) =>
      setRefusals((current) => {
        if (current[field] === undefined) return current;
        const rest = { ...current };
        delete rest[field];
        return rest;
      }),
    [],
  );
  return { refusals, take, fixed };
}
