import { type ReactNode, useId } from 'react';

/** A titled white panel for one of the profile's forms. */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
