import { Link } from 'react-router-dom';

/** The first screen: the title, the way home, and a hint that the team is further down. */
export function CreditsIntro({ firstCardId }: { firstCardId: string }) {
  return (
    <header className="relative flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <Link
        to="/"
        className="absolute top-4 left-4 inline-flex min-h-11 items-center rounded-lg px-4 font-medium text-blue-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        <span aria-hidden="true" className="mr-2">
          ←
        </span>
        Kembali ke Beranda
      </Link>
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-6xl">Development Credits</h1>
      <p className="mt-4 max-w-xl text-lg text-slate-300">
        Tim yang membangun Sport Impact Smart Nation.
      </p>
      <a
        href={`#${firstCardId}`}
        className="absolute bottom-8 flex min-h-11 flex-col items-center rounded-lg px-4 py-2 text-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
      >
        Gulir ke bawah
        <span aria-hidden="true" className="mt-1 text-2xl motion-safe:animate-bounce">
          ↓
        </span>
      </a>
    </header>
  );
}
