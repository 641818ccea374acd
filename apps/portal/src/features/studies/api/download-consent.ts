import { api } from '../../../lib/api';

/** `GET /v1/patient/studies/consent/pdf/{study_id}` [STUDY-2]: the signed copy, saved as a file. */
export async function downloadConsent(studyId: string): Promise<void> {
  const pdf = await api.download('/v1/patient/studies/consent/pdf', studyId);
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = `consent-${studyId}.pdf`;
  link.click();
  // The click has handed the file to the browser; the address is not needed after this turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
