import { useState } from 'react';
import { buttonClass } from '../../ui/button-class';
import { Dialog } from '../../ui/dialog';
import { DownloadIcon } from '../../ui/icons';
import { downloadImpactRegister } from './api/download-impact-register';

/** "Unduh (XLSX)": the register with the filters and order shown, every page of it; a failure in an "Oops..." dialog. */
export function DownloadImpactRegisterButton({ filters }: { filters: Record<string, string> }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    try {
      await downloadImpactRegister(filters);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" onClick={download} disabled={busy} aria-busy={busy || undefined} className={buttonClass('secondary', 'print:hidden')}>
        <DownloadIcon />
        {busy ? 'Mengunduh...' : 'Unduh (XLSX)'}
      </button>
      <Dialog open={failure !== null} title="Oops..." onClose={() => setFailure(null)}>
        <p>{failure}</p>
      </Dialog>
    </>
  );
}
