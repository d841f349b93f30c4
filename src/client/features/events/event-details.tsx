import { type ReactNode, useId } from 'react';
import { formatLongDate } from '../../../shared/format-long-date';
import { formatNumber } from '../../../shared/format-number';
import type { Event } from '../../../shared/schemas/events';
import { Badge } from '../../ui/badge';
import { DataSurveiLink } from '../../components/data-survei-link';
import { PlaceName } from '../../components/work-area/area-name';
import { PageTitle } from '../../ui/page-title';
import { madeOnce } from '../../../shared/made-once';

const participants = madeOnce(() => new Intl.NumberFormat('id-ID'));

interface EventDetailsProps {
  event: Event;
  /** Whether the reader may open Data Survei (Admin, Instansi). */
  canReview: boolean;
}

/** Every field of one event, with the fixed words for what is missing (docs/screens.md#event-detail). */
export function EventDetails({ event, canReview }: EventDetailsProps) {
  const sponsorHeadingId = useId();
  return (
    <article className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5">
      <header className="flex flex-wrap items-start gap-3">
        <PageTitle>{event.nama_event}</PageTitle>
        <Badge tone={event.status === 'aktif' ? 'green' : 'slate'}>
          {event.status === 'aktif' ? 'Aktif' : 'Diarsipkan'}
        </Badge>
      </header>
      <p className="whitespace-pre-line text-slate-700">{event.deskripsi?.trim() || 'Tidak ada deskripsi.'}</p>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Item label="Lokasi">{event.lokasi}</Item>
        <Item label="Kabupaten/Kota">
          <PlaceName place={event.wilayah} none="Belum ditentukan" />
        </Item>
        <Item label="Kategori Olahraga">{event.nama_cabor ?? 'Tidak ada kategori'}</Item>
        <Item label="Tanggal Mulai">{formatLongDate(event.tanggal_mulai) ?? 'N/A'}</Item>
        <Item label="Tanggal Selesai">{formatLongDate(event.tanggal_selesai) ?? 'N/A'}</Item>
        <Item label="Jumlah Peserta">
          {event.jumlah_peserta === null ? 'Belum diisi' : `${participants().format(event.jumlah_peserta)} Peserta`}
        </Item>
        <Item label="Skala Event">{event.skala_event}</Item>
        <Item label="Data Survei">
          <p>
            {formatNumber(event.jumlah_respons)}
            {event.jumlah_dibatalkan > 0 && (
              <span className="text-slate-600"> ({formatNumber(event.jumlah_dibatalkan)} dibatalkan)</span>
            )}
          </p>
          {canReview && <DataSurveiLink eventId={event.id} className="mt-2" />}
        </Item>
      </dl>
      <section aria-labelledby={sponsorHeadingId}>
        <h2 id={sponsorHeadingId} className="text-sm font-semibold text-slate-600">
          Sponsor
        </h2>
        {event.sponsors.length === 0 ? (
          <p className="mt-1 text-slate-700">Tidak ada sponsor untuk event ini.</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2">
            {event.sponsors.map((sponsor) => (
              <li key={sponsor} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                {sponsor}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}
