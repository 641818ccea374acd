import { useCallback, useState } from 'react';
import { api } from '../../../lib/api';

/** `GET /v1/patient/records/bundle` [SHARE-2]: the patient's whole record as a FHIR R4 Bundle (JSON). */
export const recordBundlePath = '/v1/patient/records/bundle';

export const getRecordBundle = () => api.get<{ resourceType: 'Bundle' }>(recordBundlePath);

/** Saves the bundle as a file in the browser (a download the patient keeps; nothing is cached). */
export function useDownloadRecordBundle() {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = useCallback(async () => {
    setDownloading(true);
    setError(null);
    try {
      const bundle = await getRecordBundle();
      const file = new Blob([JSON.stringify(bundle, null, 2)], { type: 'application/fhir+json' });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `health-record-${new Date().toISOString().slice(0, 10)}.fhir.json`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (caught) {
      setError(caught);
    } finally {
      setDownloading(false);
    }
  }, []);
  return { download, downloading, error };
}
