import { useEffect } from 'react';
import { formatZoneTime } from '../../../shared/format-zone-time';

interface PrintHeaderProps {
  /** What the pages are: the event's name, or the register's title. */
  title: string;
  versiMetode: number;
  /** The report time zone the print date is told in. */
  timeZone: string;
}

/** The custom property the print rules in styles.css put in every page's top margin. */
export const RUNNING_HEADER_PROPERTY = '--print-running-header';

export const runningHeaderText = (title: string, versiMetode: number, printedAt: Date, timeZone: string) =>
  `${title} · Metode versi ${versiMetode} · Dicetak ${formatZoneTime(printedAt.toISOString(), timeZone)}`;

/** A CSS string literal of any text: quotes and backslashes escaped, line breaks as CSS writes them. */
export const cssString = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/[\r\n]+/g, ' ')}"`;

/**
 * Only on paper, repeated on every printed page: what the page is, the method version and the
 * date it was printed, so a page that leaves the stack still says where it came from.
 *
 * The line is drawn in the page's top margin (an @page margin box reading a custom property set
 * on the root element), not as a fixed element: a fixed element repeats on every page in
 * Chromium but lies over the content of every page after the first. The date is taken again
 * right before the browser prints, so a page left open overnight prints today's date.
 */
export function PrintHeader({ title, versiMetode, timeZone }: PrintHeaderProps) {
  useEffect(() => {
    const root = document.documentElement;
    const set = () => root.style.setProperty(RUNNING_HEADER_PROPERTY, cssString(runningHeaderText(title, versiMetode, new Date(), timeZone)));
    set();
    window.addEventListener('beforeprint', set);
    return () => {
      window.removeEventListener('beforeprint', set);
      root.style.removeProperty(RUNNING_HEADER_PROPERTY);
    };
  }, [title, versiMetode, timeZone]);
  // The same words stay in the document, never displayed (the margin box prints them), so a
  // test or a tool reading the page finds what the paper says.
  return (
    <div className="print-running-header hidden" aria-hidden="true">
      {runningHeaderText(title, versiMetode, new Date(), timeZone)}
    </div>
  );
}
