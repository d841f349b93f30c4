import type { SegmenDampak } from '../../../../shared/schemas/economic-impact';
import { uncountedList } from './uncounted-reason';

/** The segments left out of the totals, once, in one line: no empty cards, columns or funnels for them. */
export function UncountedLine({ segmen }: { segmen: readonly SegmenDampak[] }) {
  const list = uncountedList(segmen);
  return list && <p className="text-sm text-slate-700">{`Tidak dihitung: ${list}`}</p>;
}
