import { useEffect, useState } from 'react';
import type { CardSide } from '@portal/contract';
import { api } from '../../../lib/api';

export const insuranceCard = (id: string, side: CardSide) =>
  api.download(`/v1/patient/insurance/${encodeURIComponent(id)}/card`, side);

export type CardPhotoState = { state: 'loading' } | { state: 'failed' } | { state: 'shown'; url: string };

/**
 * `GET /v1/patient/insurance/{id}/card/{side}` [PROF-5]: the photo comes with the session's headers (an `<img>`
 * pointing at the API could not send them) as an address local to this page, released when the page leaves
 * it. `version` (the plan's `updated_at`) fetches it again after a change.
 */
export function useInsuranceCard(id: string, side: CardSide, version: string): CardPhotoState {
  const [photo, setPhoto] = useState<CardPhotoState>({ state: 'loading' });
  useEffect(() => {
    let url: string | undefined;
    let left = false;
    setPhoto({ state: 'loading' });
    insuranceCard(id, side).then(
      (blob) => {
        if (left) return;
        url = URL.createObjectURL(blob);
        setPhoto({ state: 'shown', url });
      },
      () => !left && setPhoto({ state: 'failed' }),
    );
    return () => {
      left = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, side, version]);
  return photo;
}
