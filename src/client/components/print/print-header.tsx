import { formatZoneTime } from '../../../shared/format-zone-time';

interface PrintHeaderProps {
  /** What the pages are: the event's name, or the register's title. */
  title: string;
  versiMetode: number;
  /** The report time zone the print date is told in. */
  timeZone: string;
}

/**
 * Only on paper, repeated on every printed page: what the page is, the method version and the
 * date it was printed, so a page that leaves the stack still says where it came from.
 */
export function PrintHeader({ title, versiMetode, timeZone }: PrintHeaderProps) {
  return (
    <div className="print-running-header hidden print:block" aria-hidden="true">
      {title} · Metode versi {versiMetode} · Dicetak {formatZoneTime(new Date().toISOString(), timeZone)}
    </div>
  );
}
