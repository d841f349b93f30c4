import type { ReactNode } from 'react';

export type BadgeTone = 'blue' | 'green' | 'slate' | 'amber' | 'red';

// Dark text on a pale ground: every pair passes WCAG AA contrast for small text.
const TONES: Record<BadgeTone, string> = {
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  slate: 'bg-slate-200 text-slate-800',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-800',
};

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}>
      {children}
    </span>
  );
}
