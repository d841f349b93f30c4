/** Five accents the cards take in turn (docs/screens.md#analysis-report); each text pair passes AA contrast. */
const CARD_COLORS = [
  { border: 'border-t-blue-600', icon: 'bg-blue-100 text-blue-800' },
  { border: 'border-t-emerald-600', icon: 'bg-emerald-100 text-emerald-800' },
  { border: 'border-t-amber-500', icon: 'bg-amber-100 text-amber-900' },
  { border: 'border-t-violet-600', icon: 'bg-violet-100 text-violet-800' },
  { border: 'border-t-rose-600', icon: 'bg-rose-100 text-rose-800' },
] as const;

export function cardColor(index: number) {
  return CARD_COLORS[index % CARD_COLORS.length];
}
