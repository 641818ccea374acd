import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@portal/ui';
import { downloadConsent } from '../api/download-consent';

/** [STUDY-2] The signed copy as a PDF file; a failed download says so beside the button. */
export function DownloadConsentButton({ studyId }: { studyId: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadConsent(studyId);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" loading={busy} onClick={() => void download()} className="self-start">
        {t('studies.detail.download')}
      </Button>
      {failed && <Alert tone="danger">{t('studies.detail.downloadError')}</Alert>}
    </div>
  );
}
