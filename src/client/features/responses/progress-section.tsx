import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../shared/format-long-date';
import { formatNumber } from '../../../shared/format-number';
import { zoneLabel } from '../../../shared/report-time-zone';
import type { Progres } from '../../../shared/schemas/responses';
import { ProgressBar } from '../../ui/progress-bar';
import { responsesQueries } from '../../lib/api/responses-queries';
import { InlineLoading } from '../../ui/loading-state';
import { errorMessage } from '../../lib/error-message';
import { Failure } from '../../ui/failure';

/**
 * Field progress: accepted responses per respondent type against its target, with those waiting
 * for review, and per surveyor.
 */
export function ProgressSection({ eventId }: { eventId: number }) {
  const progress = useQuery(responsesQueries.progress(eventId));
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          Progres Lapangan
        </h2>
        {progress.data && <TodayLine progress={progress.data} />}
      </div>
      {progress.isPending && (
        <InlineLoading className="mt-3">Memuat progres...</InlineLoading>
      )}
      {progress.isError && (
        <Failure className="mt-3">
          {errorMessage(progress.error, 'Gagal mengambil data survei.')}
        </Failure>
      )}
      {progress.data && <ProgressLists progress={progress.data} />}
    </section>
  );
}

function TodayLine({ progress }: { progress: Progres }) {
  const date = formatLongDate(progress.tanggal) ?? progress.tanggal;
  return (
    <p className="text-sm text-slate-600">
      Hari ini: {date} ({zoneLabel(progress.zona_waktu)})
    </p>
  );
}

function ProgressLists({ progress }: { progress: Progres }) {
  // Without targets, bars are drawn against the largest count so they can still be compared.
  const segmentScale = Math.max(0, ...progress.segmen.map((segment) => segment.jumlah_respons));
  const surveyorScale = Math.max(0, ...progress.surveyor.map((surveyor) => surveyor.total));
  return (
    <>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <ProgressGroup title="Per tipe responden" empty="Event ini belum memiliki kuesioner.">
          {progress.segmen.map((segment) => (
            <li key={segment.kuesioner_id}>
              <ProgressBar
                label={segment.tipe_responden}
                value={segment.jumlah_respons}
                target={segment.target_sampel}
                scale={segmentScale}
              />
              {segment.perlu_diperiksa > 0 && (
                <Link
                  to={`?kuesioner_id=${segment.kuesioner_id}&pemeriksaan=perlu`}
                  className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-amber-900 underline focus-visible:outline-2 focus-visible:outline-blue-700"
                >
                  {formatNumber(segment.perlu_diperiksa)} jawaban {segment.tipe_responden} menunggu pemeriksaan
                </Link>
              )}
            </li>
          ))}
        </ProgressGroup>
        <ProgressGroup title="Per surveyor" empty="Belum ada data yang diterima.">
          {/* In the server's order (most responses first). */}
          {progress.surveyor.map((surveyor) => (
            <li key={surveyor.id ?? 'terhapus'}>
              <ProgressBar
                label={surveyor.nama}
                value={surveyor.total}
                target={surveyor.target}
                scale={surveyorScale}
                detail={`${surveyor.anggota_tim ? 'anggota tim · ' : ''}hari ini ${formatNumber(surveyor.hari_ini)}`}
              />
            </li>
          ))}
        </ProgressGroup>
      </div>
      <p className="mt-4 text-xs text-slate-600">Hanya data yang diterima yang dihitung; data yang dibatalkan tidak.</p>
    </>
  );
}

function ProgressGroup({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  const headingId = useId();
  return (
    <div>
      <h3 id={headingId} className="mb-3 text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {title}
      </h3>
      {children.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col gap-3">
          {children}
        </ul>
      )}
    </div>
  );
}
