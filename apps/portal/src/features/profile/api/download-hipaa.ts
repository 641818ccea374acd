import { api } from '../../../lib/api';
import { saveFile } from '../../../lib/save-file';

/** `GET /v1/patient/hipaa/details/pdf/{id}` [PROF-6]: the signed authorization, saved as a file. */
export async function downloadHipaa(id: string): Promise<void> {
  saveFile(await api.download('/v1/patient/hipaa/details/pdf', id), 'hipaa-authorization.pdf');
}
