import { useState } from 'react';
import type { EconomicSetStatus } from '../../../shared/schemas/questionnaires';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useUpdateEconomicWording } from './api/update-economic-wording';
import { FailureAlert } from './failure-alert';

interface EconomicWordingUpdateProps {
  kuesionerId: number;
  /** The role questions worded or bounded otherwise than the current set. */
  berbeda: EconomicSetStatus['berbeda'];
}

const kept = (count: number) => `${count} pertanyaan sudah dijawab, tidak diubah.`;

/**
 * Offers to bring the economic-impact questions written with older wording to the current set's
 * words and bounds, in one action; a question with answers keeps its words, and says so.
 */
export function EconomicWordingUpdate({ kuesionerId, berbeda }: EconomicWordingUpdateProps) {
  const update = useUpdateEconomicWording(kuesionerId);
  const [confirming, setConfirming] = useState(false);
  const changeable = berbeda.filter((question) => question.jumlah_jawaban === 0);
  const answered = berbeda.length - changeable.length;

  return (
    <>
      {changeable.length > 0 && (
        <div className="flex flex-col gap-2 border-t border-emerald-200 pt-2">
          <p className="text-sm text-emerald-950">
            {berbeda.length} pertanyaan dampak ekonomi memakai kata-kata atau batas yang berbeda dari versi terbaru.
          </p>
          <Button
            type="button"
            variant="secondary"
            className="self-start"
            disabled={update.isPending}
            onClick={() => {
              update.reset();
              setConfirming(true);
            }}
          >
            {update.isPending ? 'Memperbarui...' : 'Perbarui kata-kata pertanyaan dampak ekonomi'}
          </Button>
        </div>
      )}
      {changeable.length === 0 && answered > 0 && !update.isSuccess && (
        <p className="text-sm text-emerald-950">
          {answered} pertanyaan dampak ekonomi memakai kata-kata lama, tetapi sudah dijawab, jadi tidak diubah.
        </p>
      )}
      {update.isSuccess && (
        <p role="status" className="text-sm text-emerald-900">
          {update.data.message}
        </p>
      )}
      {update.isError && <FailureAlert text="Gagal memperbarui pertanyaan dampak ekonomi." error={update.error} />}
      <ConfirmDialog
        open={confirming}
        title="Perbarui Kata-kata Pertanyaan?"
        tone="primary"
        confirmLabel="Perbarui"
        busy={update.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => update.mutate(undefined, { onSettled: () => setConfirming(false) })}
        message={
          <div className="flex flex-col gap-2">
            <p>{changeable.length} pertanyaan yang belum dijawab akan memakai kata-kata dan batas terbaru:</p>
            <ul className="list-disc pl-5 text-sm">
              {changeable.map((question) => (
                <li key={question.id}>{question.teks_baru}</li>
              ))}
            </ul>
            {answered > 0 && <p>{kept(answered)}</p>}
          </div>
        }
      />
    </>
  );
}
