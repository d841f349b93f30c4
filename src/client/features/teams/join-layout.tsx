import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../ui/page-title';

/**
 * The invite page's frame, the sign-in pages' look: one card, on a phone the whole width. Open to
 * everyone, so it stands outside the signed-in frame.
 */
export function JoinLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh items-start justify-center bg-slate-100 px-4 py-8 sm:items-center">
      <main className="flex w-full max-w-md flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <div>
          <Link to="/" className="text-sm font-bold text-blue-800 hover:underline">
            Sport Impact Smart Nation
          </Link>
          <div className="mt-4">
            <PageTitle>Gabung ke Tim Survei</PageTitle>
          </div>
        </div>
        {children}
      </main>
    </div>
  );
}
