import { uncountedLine } from '../../../../shared/economic-impact/headline';
import type { SegmenDampak } from '../../../../shared/schemas/economic-impact';

/** The segments left out of the totals, once, in one line: no empty cards, columns or funnels for them. */
export function UncountedLine({ segmen }: { segmen: readonly SegmenDampak[] }) {
  const line = uncountedLine(segmen);
  return line && <p className="text-sm text-slate-700">{line}</p>;
}
