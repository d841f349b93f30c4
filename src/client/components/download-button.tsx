import { useState } from 'react';
import { downloadSurveyResults } from '../lib/download-survey-results';
import { buttonClass, iconButtonClass } from '../ui/button-class';
import { Dialog } from '../ui/dialog';
import { DownloadIcon } from '../ui/icons';

interface DownloadButtonProps {
  eventId: number;
  eventName: string;
  /** Only the icon, for tight table rows; the accessible name still says what it downloads. */
  iconOnly?: boolean;
  /** The id of what says which event this is, when the label alone ("Download") does not. */
  describedBy?: string;
  className?: string;
}

/** Downloads the event's survey results; a failure is told in an "Oops..." dialog. */
export function DownloadButton({
  eventId,
  eventName,
  iconOnly = false,
  describedBy,
  className = '',
}: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    try {
      await downloadSurveyResults(eventId, `hasil-survei-${eventName}.xlsx`);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={download}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
        aria-label={iconOnly ? `Download hasil survei ${eventName}` : undefined}
        title={iconOnly ? 'Download hasil survei' : undefined}
        className={iconOnly ? `${iconButtonClass()} ${className}` : buttonClass('secondary', className)}
      >
        <DownloadIcon />
        {!iconOnly && (busy ? 'Mengunduh...' : 'Download')}
      </button>
      <Dialog open={failure !== null} title="Oops..." onClose={() => setFailure(null)}>
        <p>{failure}</p>
      </Dialog>
    </>
  );
}
