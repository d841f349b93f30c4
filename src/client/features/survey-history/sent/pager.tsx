import { Button } from '../../../ui/button';

interface PagerProps {
  halaman: number;
  total: number;
  perHalaman: number;
  onChange: (halaman: number) => void;
}

export function Pager({ halaman, total, perHalaman, onChange }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / perHalaman));
  if (pages === 1) return null;
  return (
    <nav aria-label="Halaman riwayat" className="mt-3 flex flex-wrap items-center justify-between gap-2">
      <Button variant="secondary" disabled={halaman <= 1} onClick={() => onChange(halaman - 1)}>
        Sebelumnya
      </Button>
      <p className="text-sm text-slate-700">
        Halaman {halaman} dari {pages}
      </p>
      <Button variant="secondary" disabled={halaman >= pages} onClick={() => onChange(halaman + 1)}>
        Berikutnya
      </Button>
    </nav>
  );
}
