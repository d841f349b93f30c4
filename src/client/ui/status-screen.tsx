import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/** A whole-screen loading state for the moments before a page can be shown. */
export function StatusScreen({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-slate-700">
      <Spinner className="size-8" />
      <p>{children}</p>
    </div>
  );
}
