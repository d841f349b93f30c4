import { useState } from 'react';
import { buttonClass } from './button-class';
import { Dialog } from './dialog';
import { DownloadIcon } from './icons';

/** "Unduh (XLSX)" for a list's download: busy while it runs, a failure told in an "Oops..." dialog. */
export function XlsxDownloadButton({ download, className }: { download: () => Promise<void>; className?: string }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function start() {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" onClick={start} disabled={busy} aria-busy={busy || undefined} className={buttonClass('secondary', className)}>
        <DownloadIcon />
        {busy ? 'Mengunduh...' : 'Unduh (XLSX)'}
      </button>
      <Dialog open={failure !== null} title="Oops..." onClose={() => setFailure(null)}>
        <p>{failure}</p>
      </Dialog>
    </>
  );
}
