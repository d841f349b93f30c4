import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from './button-class';
import { useDocumentTitle } from './use-document-title';

interface PageNoticeProps {
  title: string;
  children: ReactNode;
  action: { to: string; label: string };
  tone?: 'info' | 'warning';
}

/**
 * A page that has nothing to show this user (no access, a missing record): a heading, what
 * happened, and one way on, inside the signed-in frame.
 */
export function PageNotice({ title, children, action, tone = 'info' }: PageNoticeProps) {
  useDocumentTitle(title);
  const mark = tone === 'warning' ? 'bg-amber-100 text-amber-900' : 'bg-blue-100 text-blue-800';
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center rounded-xl border border-slate-200 bg-white px-6 py-10 text-center">
      <span aria-hidden="true" className={`flex size-14 items-center justify-center rounded-full text-2xl font-bold ${mark}`}>
        !
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      <div className="mt-2 text-slate-700">{children}</div>
      <Link to={action.to} className={buttonClass('primary', 'mt-6')}>
        {action.label}
      </Link>
    </section>
  );
}
