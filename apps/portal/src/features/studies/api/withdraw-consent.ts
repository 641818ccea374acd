import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { WithdrawStudyConsentResponse } from '@portal/contract';
import { api } from '../../../lib/api';
import { changedByConsent } from './save-consent';

/** `POST /v1/patient/studies/consent/withdraw` [STUDY-2]: ends the consent in force and the site's share. */
export const withdrawConsent = (studyId: string) =>
  api.post<WithdrawStudyConsentResponse>('/v1/patient/studies/consent/withdraw', { study_id: studyId });

export function useWithdrawConsent(studyId: string) {
  const { mutate } = useSWRConfig();
  const [withdrawing, setWithdrawing] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const withdraw = useCallback(async () => {
    setWithdrawing(true);
    setError(null);
    try {
      const answer = await withdrawConsent(studyId);
      await mutate(changedByConsent(studyId));
      return answer;
    } catch (caught) {
      setError(caught);
      return undefined;
    } finally {
      setWithdrawing(false);
    }
  }, [mutate, studyId]);
  return { withdraw, withdrawing, error };
}
