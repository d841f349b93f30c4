import { useState } from 'react';
import { buttonClass } from '../../ui/button-class';
import { Dialog } from '../../ui/dialog';
import { DownloadIcon } from '../../ui/icons';
import type { ActivityLogFilter } from './activity-log-params';
import { downloadActivityLog } from './api/download-activity-log';

/** "Unduh (XLSX)": every entry the filters shown match; a failure in an "Oops..." dialog. */
export function DownloadActivityLogButton({ filter }: { filter: ActivityLogFilter }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    try {
      await downloadActivityLog(filter);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" onClick={download} disabled={busy} aria-busy={busy || undefined} className={buttonClass('secondary')}>
        <DownloadIcon />
        {busy ? 'Mengunduh...' : 'Unduh (XLSX)'}
      </button>
      <Dialog open={failure !== null} title="Oops..." onClose={() => setFailure(null)}>
        <p>{failure}</p>
      </Dialog>
    </>
  );
}
