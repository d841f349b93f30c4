import { Button } from '../../ui/button';
import { useAddEconomicQuestions } from './api/add-economic-questions';
import { FailureAlert } from './failure-alert';

/**
 * Adds the ready-made questions the economic-impact report needs (where respondents live, why
 * they came, what they spent), worded for the event's location; roles already present are kept.
 */
export function EconomicQuestionSet({ kuesionerId }: { kuesionerId: number }) {
  const add = useAddEconomicQuestions(kuesionerId);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3">
      <p className="text-sm text-emerald-950">
        Laporan dampak ekonomi memerlukan pertanyaan tentang asal responden, alasan datang, dan pengeluaran mereka. Tambahkan
        sekaligus pertanyaan siap pakai beserta perannya.
      </p>
      <Button type="button" variant="secondary" className="self-start" disabled={add.isPending} onClick={() => add.mutate()}>
        {add.isPending ? 'Menambahkan...' : 'Tambahkan Pertanyaan Dampak Ekonomi'}
      </Button>
      {add.isSuccess && (
        <p role="status" className="text-sm text-emerald-900">
          {add.data.ditambahkan > 0
            ? `${add.data.ditambahkan} pertanyaan dampak ekonomi ditambahkan di akhir kuesioner.`
            : 'Semua pertanyaan dampak ekonomi sudah ada di kuesioner ini.'}
        </p>
      )}
      {add.isError && <FailureAlert text="Gagal menambahkan pertanyaan dampak ekonomi." error={add.error} />}
    </div>
  );
}
