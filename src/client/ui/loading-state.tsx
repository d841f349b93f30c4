import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/**
 * The in-page loading state: a spinner with the screen's loading text (docs/screens.md#fixed-texts),
 * inside a card-sized box so the page does not jump when the content arrives.
 */
export function LoadingState({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="status"
      className={`flex min-h-32 items-center justify-center gap-3 rounded-xl border border-slate-200 bg-white p-6 text-slate-700 ${className}`}
    >
      <Spinner />
      <p>{children}</p>
    </div>
  );
}

/** Grey bars where rows will be: for lists, whose shape is known before their content. */
export function SkeletonRows({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner className="size-4" />
        {label}
      </p>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-10 animate-pulse rounded-lg bg-slate-200" />
      ))}
    </div>
  );
}

interface InlineLoadingProps {
  children: ReactNode;
  /** Spacing and size from the place it stands in. */
  className?: string;
  /** A status by default; off where many would load at once and drown a screen reader. */
  announce?: boolean;
}

/** A small spinner and the loading text, in the line where the content will be. */
export function InlineLoading({ children, className = '', announce = true }: InlineLoadingProps) {
  return (
    <p role={announce ? 'status' : undefined} className={`flex items-center gap-2 text-slate-700 ${className}`}>
      <Spinner className="size-4" />
      {children}
    </p>
  );
}
