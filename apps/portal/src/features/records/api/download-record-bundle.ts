import { api } from '../../../lib/api';
import { useFileDownload } from '../../../lib/save-file';

/** `GET /v1/patient/records/bundle` [SHARE-2]: the patient's whole record as a FHIR R4 Bundle (JSON). */
export const recordBundlePath = '/v1/patient/records/bundle';

export const getRecordBundle = () => api.get<{ resourceType: 'Bundle' }>(recordBundlePath);

const bundleFile = async () => ({
  file: new Blob([JSON.stringify(await getRecordBundle(), null, 2)], { type: 'application/fhir+json' }),
  name: `health-record-${new Date().toISOString().slice(0, 10)}.fhir.json`,
});

/** Saves the bundle as a file in the browser (a download the patient keeps; nothing is cached). */
export const useDownloadRecordBundle = () => useFileDownload(bundleFile);
