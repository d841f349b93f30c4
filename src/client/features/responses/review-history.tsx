import { useId } from 'react';
import type { ResponsDetail } from '../../../shared/schemas/review';
import type { WilayahList } from '../../../shared/wilayah/wilayah-list';
import { formatStoredValue } from '../../lib/format-answer';
import { formatZoneTime } from '../../lib/format-date-time';
import { ReviewerName } from './reviewer-name';

type Entry =
  | { kind: 'koreksi'; pada: string; item: ResponsDetail['koreksi'][number] }
  | { kind: 'konfirmasi'; pada: string; item: ResponsDetail['konfirmasi'][number] };

/** Every correction and confirmation of one response, oldest first: the original values are never lost. */
export function ReviewHistory({ respons, wilayah }: { respons: ResponsDetail; wilayah: WilayahList | undefined }) {
  const headingId = useId();
  const zone = respons.zona_waktu;
  const entries: Entry[] = [
    ...respons.koreksi.map((item) => ({ kind: 'koreksi' as const, pada: item.pada, item })),
    ...respons.konfirmasi.map((item) => ({ kind: 'konfirmasi' as const, pada: item.pada, item })),
  ].sort((a, b) => Date.parse(a.pada) - Date.parse(b.pada));
  const typeOf = (pertanyaanId: number) => respons.jawaban.find((answer) => answer.pertanyaan_id === pertanyaanId)?.tipe_jawaban;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        Riwayat koreksi dan konfirmasi
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm">Jawaban data ini belum pernah dikoreksi atau dikonfirmasi.</p>
      ) : (
        <ol aria-labelledby={headingId} className="flex flex-col gap-2">
          {entries.map((entry, index) => (
            <li key={index} className="rounded-lg border border-slate-200 px-3 py-2 text-sm break-words">
              {entry.kind === 'koreksi' ? (
                <>
                  <p>
                    <span className="font-semibold text-slate-900">Dikoreksi</span> oleh <ReviewerName entry={entry.item} />, {formatZoneTime(entry.pada, zone)}
                  </p>
                  <p className="mt-1">{entry.item.teks_pertanyaan}</p>
                  <p className="font-medium text-slate-900">
                    {formatStoredValue(typeOf(entry.item.pertanyaan_id), entry.item.nilai_lama, wilayah)}
                    <span aria-hidden="true"> → </span>
                    <span className="sr-only"> menjadi </span>
                    {formatStoredValue(typeOf(entry.item.pertanyaan_id), entry.item.nilai_baru, wilayah)}
                  </p>
                  <p className="mt-1">Alasan: {entry.item.alasan}</p>
                </>
              ) : (
                <>
                  <p>
                    <span className="font-semibold text-slate-900">Dikonfirmasi</span> oleh <ReviewerName entry={entry.item} />,{' '}
                    {formatZoneTime(entry.pada, zone)}
                  </p>
                  {entry.item.catatan && <p className="mt-1">Catatan: {entry.item.catatan}</p>}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
