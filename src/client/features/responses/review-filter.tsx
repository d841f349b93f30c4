import { formatNumber } from '../../../shared/format-number';

interface ReviewFilterProps {
  checked: boolean;
  /** The event's responses waiting for review (of the chosen segment); unknown while the first page loads. */
  count: number | undefined;
  onChange: (checked: boolean) => void;
}

/** The review queue: only the responses whose spending the method flags and no one has checked yet. */
export function ReviewFilter({ checked, count, onChange }: ReviewFilterProps) {
  const waiting = count !== undefined && count > 0;
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-3 self-end rounded-lg border px-3 py-2 text-base has-focus-visible:outline-2 has-focus-visible:outline-blue-700 ${
        waiting ? 'border-amber-400 bg-amber-50 text-amber-900' : 'border-slate-400 text-slate-900'
      } has-checked:border-blue-700`}
    >
      <input type="checkbox" className="size-5" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        Perlu diperiksa{count !== undefined && ` (${formatNumber(count)})`}
      </span>
    </label>
  );
}
