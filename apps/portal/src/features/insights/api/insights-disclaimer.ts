import useSWR from 'swr';
import { api } from '../../../lib/api';

type Properties = { properties: Record<string, unknown> };

/** The flag that says the patient read the note about insights (a gatepass property). */
export const disclaimerKey = '/v1/patient/gatepass/property?key=insights_disclaimer_acknowledged';

/** Whether the patient acknowledged the insights disclaimer; undefined while it is being read. */
export function useDisclaimerAcknowledged() {
  const response = useSWR<Properties>(disclaimerKey, () => api.get<Properties>(disclaimerKey), {
    onError: () => undefined,
  });
  return {
    acknowledged:
      response.data === undefined
        ? undefined
        : response.data.properties.insights_disclaimer_acknowledged === true,
    // If the flag cannot be read, the note is shown again: asking twice is better than never.
    failed: response.error !== undefined,
    mutate: response.mutate,
  };
}

/** Stores the acknowledgement once, then puts the answer in the one cache entry it changes. */
export async function acknowledgeDisclaimer(
  mutate: (data: Properties, options: { revalidate: boolean }) => Promise<unknown>,
): Promise<void> {
  await api.put('/v1/patient/gatepass/property', { key: 'insights_disclaimer_acknowledged', value: true });
  await mutate({ properties: { insights_disclaimer_acknowledged: true } }, { revalidate: false });
}
