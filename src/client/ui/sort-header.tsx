import type { ListSort } from '../lib/list-params';
import { ArrowDownIcon, ArrowUpIcon } from './icons';
import { TH_BASE } from './table-style';

interface SortHeaderProps<K extends string> {
  label: string;
  sortKey: K;
  sort: ListSort<K>;
  onSort: (key: K) => void;
  className?: string;
}

/**
 * A column heading that sorts the table: its button turns the order around, and aria-sort on the
 * heading tells a screen reader which column orders the rows and which way.
 */
export function SortHeader<K extends string>({ label, sortKey, sort, onSort, className = '' }: SortHeaderProps<K>) {
  const active = sort.key === sortKey;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={`${TH_BASE} ${className}`}
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className={`-mx-2 inline-flex min-h-11 items-center gap-1 rounded px-2 tracking-wide uppercase hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700 [&_svg]:size-4 ${
          active ? 'text-slate-900' : ''
        }`}
      >
        {label}
        {active ? sort.dir === 'asc' ? <ArrowUpIcon /> : <ArrowDownIcon /> : <UnsortedIcon />}
      </button>
    </th>
  );
}

/** Up and down together: this column can order the rows, and does not now. */
function UnsortedIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="opacity-60">
      <path d="M8 9l4-4 4 4M8 15l4 4 4-4" />
    </svg>
  );
}
