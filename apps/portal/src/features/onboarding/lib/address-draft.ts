import type { AddressesResponse } from '@portal/contract';
import type { Address as FormAddress } from '@portal/ui';

/** Primary address, its confirmation, past address entry and the list of additional addresses [ADDR-4]. */
export type AddressView = 'primary' | 'primaryConfirm' | 'list' | 'pastEntry';

export interface PrimaryDraft extends FormAddress {
  from: string;
}
export interface PastDraft extends FormAddress {
  from: string;
  to: string;
}
/** A form being typed, and the view it belongs to. */
export interface EntryDraft {
  view: 'primary' | 'pastEntry';
  address: FormAddress;
  from: string;
  to: string;
}
/** Everything the address step holds before it is saved: what a reload or Back must not lose. */
export interface AddressDraft {
  primary: PrimaryDraft | null;
  past: PastDraft[];
  entry: EntryDraft | null;
}

/** Each view has its own address (`/address?view=list`), so Back and reload keep the patient where they were. */
export const VIEW_PARAM = 'view';
export const viewParam: Record<AddressView, string> = {
  primary: 'primary',
  primaryConfirm: 'confirm',
  list: 'list',
  pastEntry: 'past',
};

/** The view to show: the one in the address, unless it needs a primary address the draft lost: then that step. */
export function shownView(param: string | null, fallback: AddressView, draft: AddressDraft): AddressView {
  const asked =
    (Object.keys(viewParam) as AddressView[]).find((view) => viewParam[view] === param) ?? fallback;
  return (asked === 'primaryConfirm' || asked === 'list') && !draft.primary ? 'primary' : asked;
}

/**
 * Where the step starts: what this tab kept (a reload), else what the screen was given (stories), else what is
 * saved, with the address confirmed on the ID as the start of the primary address.
 */
export function startingDraft(
  kept: AddressDraft | null,
  saved: AddressesResponse | undefined,
  given: { primary: PrimaryDraft | null; past: PastDraft[] },
): AddressDraft {
  if (kept) return kept;
  const start = saved?.primary ?? saved?.suggested_primary;
  const fromSaved = start
    ? { ...start, address2: start.address2 ?? '', from: saved?.primary?.from ?? '' }
    : null;
  const savedPast = (saved?.past ?? []).map((p) => ({ ...p, address2: p.address2 ?? '' }));
  return {
    primary: given.primary ?? fromSaved,
    past: given.past.length > 0 ? given.past : savedPast,
    entry: null,
  };
}
