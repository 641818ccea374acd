import { useCallback, useState } from 'react';

/** Hands a downloaded file to the browser to save under `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the file to the browser; the address is not needed after this turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A button's download: fetches the file, saves it, and says whether it is under way or failed. */
export function useFileDownload(fetchFile: () => Promise<{ file: Blob; name: string }>) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = useCallback(async () => {
    setDownloading(true);
    setError(null);
    try {
      const { file, name } = await fetchFile();
      saveFile(file, name);
    } catch (caught) {
      setError(caught);
    } finally {
      setDownloading(false);
    }
  }, [fetchFile]);
  return { download, downloading, error };
}
