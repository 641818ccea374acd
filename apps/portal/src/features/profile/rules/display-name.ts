/** A name as a patient reads it: the parts they have, in order. */
export const displayName = (name: { first_name: string; middle_name?: string | null; last_name: string }) =>
  [name.first_name, name.middle_name, name.last_name].filter(Boolean).join(' ');
