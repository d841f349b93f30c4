import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../ui/use-document-title';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-8">
      <main className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <Link to="/" className="text-sm font-bold text-blue-800 hover:underline">
          Sport Impact Smart Nation
        </Link>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
