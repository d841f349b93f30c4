import { Button } from './button';

/** A page number past the list's end (the list shrank, or a typed address): say so, and offer the first. */
export function PastLastPage({ page, onFirstPage, className = '' }: { page: number; onFirstPage: () => void; className?: string }) {
  return (
    <div className={`flex flex-wrap items-center gap-3 p-4 ${className}`}>
      <p className="text-slate-700">Halaman {page} tidak berisi data.</p>
      <Button variant="secondary" onClick={onFirstPage}>
        Ke halaman pertama
      </Button>
    </div>
  );
}
