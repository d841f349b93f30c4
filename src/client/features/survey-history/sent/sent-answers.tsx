import { useQuery } from '@tanstack/react-query';
import type { ResponsItem } from '../../../../shared/schemas/responses';
import type { ResponsDetail } from '../../../../shared/schemas/review';
import { responsesQueries } from '../../../lib/api/responses-queries';
import { errorMessage } from '../../../lib/error-message';
import { formatStoredValue } from '../../../lib/format-answer';
import { formatZoneTime } from '../../../lib/format-date-time';
import { useWilayahList } from '../../../lib/wilayah/use-wilayah-list';
import { Badge } from '../../../ui/badge';
import { InlineLoading } from '../../../ui/loading-state';
import { Failure } from '../../../ui/failure';

/**
 * A sent survey's answers as the server holds them now. An answer a reviewer corrected says so,
 * with what the surveyor sent, the new value and the reviewer's reason (read from the response's
 * history only when there is one to show).
 */
export function SentAnswers({ id, respons }: { id: string; respons: ResponsItem }) {
  const corrected = respons.jawaban.some((answer) => answer.dikoreksi);
  const detail = useQuery({ ...responsesQueries.detail(respons.id), enabled: corrected });
  const { list } = useWilayahList(respons.jawaban.some((answer) => answer.tipe_jawaban === 'wilayah'));

  return (
    <div id={id} className="flex flex-col gap-2">
      {corrected && detail.isPending && <InlineLoading className="text-sm">Memuat riwayat koreksi...</InlineLoading>}
      {corrected && detail.isError && (
        <Failure className="text-sm">
          {errorMessage(detail.error, 'Gagal mengambil riwayat koreksi.')}
        </Failure>
      )}
      <dl className="flex flex-col gap-2 text-sm">
        {respons.jawaban.map((answer) => (
          <div key={answer.pertanyaan_id}>
            <dt className="text-slate-700">{answer.teks_pertanyaan}</dt>
            <dd className="font-medium break-words whitespace-pre-line text-slate-900">
              {formatStoredValue(answer.tipe_jawaban, answer.isi_jawaban, list)}
              {answer.dikoreksi && (
                <span className="ml-2 whitespace-normal">
                  <Badge tone="amber">Dikoreksi</Badge>
                </span>
              )}
              {answer.dikoreksi &&
                detail.data &&
                correctionsOf(detail.data, answer.pertanyaan_id).map((koreksi, index) => (
                  <span key={index} className="mt-1 block rounded-lg bg-amber-50 px-3 py-2 font-normal whitespace-normal text-slate-800">
                    <span className="block">
                      Sebelumnya {formatStoredValue(answer.tipe_jawaban, koreksi.nilai_lama, list)}, diubah menjadi{' '}
                      {formatStoredValue(answer.tipe_jawaban, koreksi.nilai_baru, list)}
                    </span>
                    <span className="block">Alasan: {koreksi.alasan}</span>
                    <span className="block text-slate-700">
                      Oleh {koreksi.oleh}, {formatZoneTime(koreksi.pada, detail.data.zona_waktu)}
                    </span>
                  </span>
                ))}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function correctionsOf(detail: ResponsDetail, pertanyaanId: number) {
  return detail.koreksi.filter((koreksi) => koreksi.pertanyaan_id === pertanyaanId);
}
