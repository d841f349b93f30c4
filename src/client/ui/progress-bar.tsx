import { formatNumber } from '../../shared/format-number';

interface ProgressBarProps {
  label: string;
  value: number;
  /** The aim; without one the bar is drawn against `scale` and no percent is given. */
  target?: number | null;
  /** What a full bar means when there is no target (the largest value of the list). */
  scale?: number;
  /** Extra words after the figures, e.g. "hari ini 12". */
  detail?: string;
}

/**
 * One labelled bar: "Penonton 120 / 300 (40%)", the figures written out beside the bar for
 * everyone, and said by screen readers with its label.
 */
export function ProgressBar({ label, value, target, scale, detail }: ProgressBarProps) {
  const max = target ?? Math.max(scale ?? value, 1);
  const percent = target ? Math.round((value * 100) / target) : undefined;
  const figures = target ? `${formatNumber(value)} / ${formatNumber(target)} (${percent}%)` : `${formatNumber(value)} · tanpa target`;
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium text-slate-800 break-words">{label}</span>
        <span className="tabular-nums text-slate-700">
          {figures}
          {detail ? <span className="ml-2 text-slate-500">{detail}</span> : null}
        </span>
      </div>
      {/* Without a target the bar only compares with the largest of the list: grey, so a full one
          does not read as a finished one. */}
      <ProgressTrack value={value} max={max} aria-label={`${label}: ${figures}`} neutral={!target} />
    </div>
  );
}

interface ProgressTrackProps {
  value: number;
  max: number;
  /** A comparison, not progress toward an aim: drawn grey instead of green. */
  neutral?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * The bar alone, for a screen that writes its own label: a real <progress> element, so screen
 * readers say the value. A value past the end fills the bar.
 */
export function ProgressTrack({ value, max, neutral = false, ...label }: ProgressTrackProps) {
  const fill = neutral
    ? '[&::-webkit-progress-value]:bg-slate-500 [&::-moz-progress-bar]:bg-slate-500'
    : '[&::-webkit-progress-value]:bg-emerald-600 [&::-moz-progress-bar]:bg-emerald-600';
  return (
    <progress
      className={`h-2.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 ${fill}`}
      value={Math.min(value, max)}
      max={max}
      {...label}
    />
  );
}
