import type { PatientAddress, PatientAddressesResponse } from '@portal/contract';

/** The addresses as the profile shows them: the primary, its history (latest move first), the others. */
export function addressGroups({ addresses }: PatientAddressesResponse) {
  return {
    primary: addresses.find((a) => a.kind === 'primary') ?? null,
    past: addresses.filter((a) => a.kind === 'past'),
    additional: addresses.filter((a) => a.kind === 'additional'),
  };
}

/** Which words say how long the patient lived somewhere: a stay may lack its start (moved out of before). */
export function stayKey(address: Pick<PatientAddress, 'from' | 'to'>): 'range' | 'since' | 'until' | null {
  if (address.from && address.to) return 'range';
  if (address.to) return 'until';
  if (address.from) return 'since';
  return null;
}
