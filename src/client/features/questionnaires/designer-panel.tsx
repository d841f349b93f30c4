import { type ReactNode, useId } from 'react';

/** One column of the designer: a titled white card. */
export function DesignerPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold break-words text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
