import type { ReactNode } from 'react';

/** A whole-screen line of text for the moments before a page can be shown. */
export function StatusScreen({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center p-6 text-slate-700">
      <p>{children}</p>
    </div>
  );
}
