/** The pie's six slice colours (docs/screens.md#analysis-report), distinct enough side by side. */
export const PIE_COLORS = ['#2563eb', '#dc2626', '#16a34a', '#d97706', '#7c3aed', '#0891b2'];

export const BAR_COLOR = '#2563eb';

/** Long answers would squeeze the chart: the axis shows a shortened label, the tooltip all. */
export function shortLabel(label: string, max = 28): string {
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}
