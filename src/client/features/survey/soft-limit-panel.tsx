import { useId } from 'react';
import { formatLimit } from '../../../shared/answer-rules';
import type { Pertanyaan } from '../../../shared/schemas/questionnaires';
import { terbilang, terbilangRupiah } from '../../../shared/terbilang';
import { Button } from '../../ui/button';

export const SOFT_LIMIT_TITLE = 'Jumlah ini di atas batas wajar. Apakah sudah benar?';
export const SOFT_LIMIT_CONFIRMED = 'Jumlah di atas batas wajar ini sudah Anda konfirmasi.';

interface SoftLimitPanelProps {
  question: Pertanyaan;
  /** The answer as stored: digits, above the question's batas_wajar. */
  value: string;
  onEdit: () => void;
  onConfirm: () => void;
}

/**
 * Asks under the question before an answer above its soft limit is taken: the amount in figures
 * and in words, the limit, "Ubah" (back to the field) and "Ya, benar". Inline rather than a modal,
 * so the surveyor still sees the question it belongs to on a small screen.
 */
export function SoftLimitPanel({ question, value, onEdit, onConfirm }: SoftLimitPanelProps) {
  const titleId = useId();
  const limit = question.batas_wajar ?? null;
  if (limit === null) return null;
  const amount = Number(value);
  const tipe = question.tipe_jawaban;
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-soft-limit
      className="mt-1 flex flex-col gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950 focus:outline-2 focus:outline-blue-700"
    >
      <p id={titleId} role="alert" className="font-semibold">
        {SOFT_LIMIT_TITLE}
      </p>
      <p className="text-lg font-bold">{formatLimit(tipe, amount)}</p>
      <p className="italic">{tipe === 'nominal' ? terbilangRupiah(amount) : terbilang(amount)}</p>
      <p className="text-sm">Batas wajar: {formatLimit(tipe, limit)}</p>
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={onEdit}>
          Ubah
        </Button>
        <Button className="flex-1" onClick={onConfirm}>
          Ya, benar
        </Button>
      </div>
    </div>
  );
}
