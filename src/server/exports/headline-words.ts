import { basisLine, headlineFigure, uncountedLine, waitingLine } from '../../shared/economic-impact/headline';
import { formatRupiahShort } from '../../shared/format-rupiah-short';
import type { DampakEkonomi } from '../../shared/schemas/economic-impact';

/**
 * The report's headline as the spreadsheet's lines, in the screen's words (shared/economic-impact/
 * headline.ts), the figure first; none for a report that is not complete. The exact Rupiah stay
 * in the cells below it.
 */
export function headlineLines(report: DampakEkonomi): string[] {
  const { total } = report;
  if (!report.lengkap || !total) return [];
  const figure = headlineFigure(total, report.metode);
  const lines = [`${figure.lead}${figure.amount ?? ''}`, ...figure.details, ...(figure.meaning ? [figure.meaning] : [])];
  lines.push(basisLine(total, report.dihitung_pada, report.zona_waktu));
  const uncounted = uncountedLine(report.segmen);
  if (uncounted) lines.push(uncounted);
  if (total.perlu_diperiksa > 0) lines.push(waitingLine(total.perlu_diperiksa));
  lines.push(`Perputaran uang kotor: sekitar ${formatRupiahShort(total.perputaran_kotor)} (belanja semua pengunjung, termasuk warga setempat; bukan dampak)`);
  return lines;
}
