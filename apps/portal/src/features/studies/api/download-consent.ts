import { api } from '../../../lib/api';
import { saveFile } from '../../../lib/save-file';

/** `GET /v1/patient/studies/consent/pdf/{study_id}` [STUDY-2]: the signed copy, saved as a file. */
export async function downloadConsent(studyId: string): Promise<void> {
  saveFile(await api.download('/v1/patient/studies/consent/pdf', studyId), `consent-${studyId}.pdf`);
}
