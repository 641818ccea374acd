import { useCallback } from 'react';
import { api } from '../../../lib/api';
import { useFileDownload } from '../../../lib/save-file';
import { useTimeZone } from '../../account/api/settings';
import { downloadName } from '../rules/download-name';

/** `GET /v1/patient/records/bundle` [SHARE-2]: the patient's whole record as a FHIR R4 Bundle (JSON). */
export const recordBundlePath = '/v1/patient/records/bundle';

export const getRecordBundle = () => api.get<{ resourceType: 'Bundle' }>(recordBundlePath);

/** Saves the bundle as a file in the browser (a download the patient keeps; nothing is cached). */
export function useDownloadRecordBundle() {
  const timeZone = useTimeZone();
  const bundleFile = useCallback(
    async () => ({
      file: new Blob([JSON.stringify(await getRecordBundle(), null, 2)], { type: 'application/fhir+json' }),
      name: downloadName('health-record', '.fhir.json', new Date(), timeZone),
    }),
    [timeZone],
  );
  return useFileDownload(bundleFile);
}
