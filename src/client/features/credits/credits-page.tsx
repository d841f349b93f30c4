import { Link } from 'react-router-dom';

export function CreditsPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-950 px-6 text-center text-white">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Development Credits</h1>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-lg px-4 font-medium text-blue-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        Kembali ke Beranda
      </Link>
    </main>
  );
}
