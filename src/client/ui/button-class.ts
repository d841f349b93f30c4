export type ButtonVariant = 'primary' | 'secondary' | 'danger';

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-blue-700 text-white hover:bg-blue-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  danger: 'bg-red-700 text-white hover:bg-red-800',
};

/** One look for buttons and for links that act as buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}

/** A square 44 px button holding only an icon; the caller gives it an aria-label. */
export function iconButtonClass(tone: 'default' | 'danger' = 'default'): string {
  const colors = tone === 'danger' ? 'text-red-700 hover:bg-red-50' : 'text-slate-700 hover:bg-slate-100';
  return (
    'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ' +
    `disabled:cursor-not-allowed disabled:opacity-60 ${colors}`
  );
}
