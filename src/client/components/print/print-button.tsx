import { buttonClass } from '../../ui/button-class';

/**
 * "Cetak / Simpan PDF": the browser's own print, whose dialog also saves a PDF (every browser a
 * ministry uses has one). Not on paper itself.
 */
export function PrintButton({ className = '' }: { className?: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={buttonClass('secondary', `print:hidden ${className}`)}>
      Cetak / Simpan PDF
    </button>
  );
}
