import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { SaveStudyConsentRequest, StudyConsentRecord } from '@portal/contract';
import { api } from '../../../lib/api';
import { studiesKey } from './get-studies';
import { studyKey } from './get-study';

/** `POST /v1/patient/studies/consent/save` [STUDY-2]: signs the consent; answers the signed record. */
export const saveConsent = (body: SaveStudyConsentRequest) =>
  api.post<StudyConsentRecord>('/v1/patient/studies/consent/save', body);

/** Keys a consent changes: the study, the list's badge, and the sharing ledger the site joins or leaves. */
export const changedByConsent = (studyId: string) => (key: unknown) =>
  key === studiesKey ||
  key === studyKey(studyId) ||
  (typeof key === 'string' && key.startsWith('/v1/patient/sharing'));

export function useSaveConsent() {
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const save = useCallback(
    async (body: SaveStudyConsentRequest) => {
      setSaving(true);
      setError(null);
      try {
        const record = await saveConsent(body);
        void mutate(changedByConsent(body.study_id));
        return record;
      } catch (caught) {
        setError(caught);
        return undefined;
      } finally {
        setSaving(false);
      }
    },
    [mutate],
  );
  return { save, saving, error };
}
