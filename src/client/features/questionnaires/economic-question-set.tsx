import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Kuesioner } from '../../../shared/schemas/questionnaires';
import { Button } from '../../ui/button';
import { InlineLoading } from '../../ui/loading-state';
import { AddEconomicSetDialog } from './add-economic-set-dialog';
import { useAddEconomicQuestions } from './api/add-economic-questions';
import { economicSetStatusQuery } from './api/economic-set-status';
import { EconomicWordingUpdate } from './economic-wording-update';
import { FailureAlert } from './failure-alert';

const HOST_AREA_FIRST = 'Tetapkan dulu wilayah tuan rumah di halaman Dampak Ekonomi agar pertanyaan menyebut wilayah yang benar.';

/**
 * Adds the ready-made questions the economic-impact report needs (where respondents live, why
 * they came, what they spent), worded for the event's host area, once that is set; roles already
 * present are kept. Offers to bring older wording up to date where it differs.
 */
export function EconomicQuestionSet({ kuesioner }: { kuesioner: Kuesioner }) {
  const status = useQuery(economicSetStatusQuery(kuesioner.id));
  const add = useAddEconomicQuestions(kuesioner.id);
  const [choosing, setChoosing] = useState(false);
  const wilayah = status.data?.wilayah ?? null;

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3">
      <p className="text-sm text-emerald-950">
        Laporan dampak ekonomi memerlukan pertanyaan tentang asal responden, alasan datang, dan pengeluaran mereka. Tambahkan
        sekaligus pertanyaan siap pakai beserta perannya.
      </p>
      {status.isPending && <InlineLoading>Memeriksa wilayah tuan rumah...</InlineLoading>}
      {status.isError && <FailureAlert text="Gagal memeriksa pertanyaan dampak ekonomi." error={status.error} />}
      {status.data && wilayah === null && (
        <p className="text-sm text-emerald-950">
          {HOST_AREA_FIRST}{' '}
          <Link to={`/dampak-ekonomi/${kuesioner.event_id}`} className="font-medium text-emerald-900 underline underline-offset-2">
            Buka halaman Dampak Ekonomi
          </Link>
        </p>
      )}
      {status.data && wilayah !== null && (
        <>
          <p className="text-sm text-emerald-950">
            Pertanyaan menyebut wilayah tuan rumah: <strong>{wilayah}</strong>.
          </p>
          <Button
            type="button"
            variant="secondary"
            className="self-start"
            disabled={add.isPending}
            onClick={() => {
              add.reset();
              setChoosing(true);
            }}
          >
            {add.isPending ? 'Menambahkan...' : 'Tambahkan Pertanyaan Dampak Ekonomi'}
          </Button>
        </>
      )}
      {add.isSuccess && (
        <p role="status" className="text-sm text-emerald-900">
          {add.data.ditambahkan > 0
            ? `${add.data.ditambahkan} pertanyaan dampak ekonomi ditambahkan di akhir kuesioner.`
            : 'Semua pertanyaan dampak ekonomi sudah ada di kuesioner ini.'}
        </p>
      )}
      {add.isError && <FailureAlert text="Gagal menambahkan pertanyaan dampak ekonomi." error={add.error} />}
      {status.data && <EconomicWordingUpdate kuesionerId={kuesioner.id} berbeda={status.data.berbeda} />}
      {status.data && choosing && (
        <AddEconomicSetDialog
          initial={status.data.jenis}
          onCancel={() => setChoosing(false)}
          onConfirm={(jenis) => {
            setChoosing(false);
            add.mutate(jenis);
          }}
        />
      )}
    </div>
  );
}
