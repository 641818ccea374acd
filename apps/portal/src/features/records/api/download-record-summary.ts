import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { useFileDownload } from '../../../lib/save-file';
import { useTimeZone } from '../../account/api/settings';
import { downloadName } from '../rules/download-name';

/**
 * `GET /v1/patient/records/summary.pdf` [SHARE-2]: the printable summary, written by the server in the language
 * the portal asks in. A file rather than a print view, because a phone saves, shares and prints a PDF.
 */
export const getRecordSummary = () => api.download('/v1/patient/records', 'summary.pdf');

export function useDownloadRecordSummary() {
  const { t } = useTranslation();
  const name = t('sharing.download.summaryFile');
  const timeZone = useTimeZone();
  const summaryFile = useCallback(
    async () => ({
      file: await getRecordSummary(),
      name: downloadName(name, '.pdf', new Date(), timeZone),
    }),
    [name, timeZone],
  );
  return useFileDownload(summaryFile);
}
