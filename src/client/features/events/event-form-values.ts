import type { Event, EventInput, Kategori } from '../../../shared/schemas/events';

/** What the add/edit form holds while it is being filled in: text as typed. */
export interface EventFormValues {
  nama_event: string;
  lokasi: string;
  tanggal_mulai: string;
  tanggal_selesai: string;
  deskripsi: string;
  /** Digits only, as typed without the thousand dots the field shows. */
  jumlah_peserta: string;
  skala_event: string;
  /** The category picked from the search, or null while the typed text stands on its own. */
  kategori: Kategori | null;
  /** The category search box: becomes nama_kategori_baru when nothing was picked. */
  kategoriText: string;
  sponsors: string[];
  /** The regency the event belongs to (docs/work-areas.md), or null for none. */
  wilayah: string | null;
}

const EMPTY_EVENT_FORM: EventFormValues = {
  nama_event: '',
  lokasi: '',
  tanggal_mulai: '',
  tanggal_selesai: '',
  deskripsi: '',
  jumlah_peserta: '',
  skala_event: 'Lokal',
  kategori: null,
  kategoriText: '',
  sponsors: [],
  wilayah: null,
};

/**
 * A new event's form. A regency Admin has one place to give: it stands there from the start, as
 * the server would place the event anyway (docs/work-areas.md).
 */
export function newEventForm(adminArea: string | null): EventFormValues {
  const regency = adminArea !== null && adminArea.includes('.');
  return { ...EMPTY_EVENT_FORM, wilayah: regency ? adminArea : null };
}

export function formValuesOf(event: Event): EventFormValues {
  return {
    nama_event: event.nama_event,
    lokasi: event.lokasi,
    tanggal_mulai: event.tanggal_mulai.slice(0, 10),
    tanggal_selesai: event.tanggal_selesai.slice(0, 10),
    deskripsi: event.deskripsi ?? '',
    jumlah_peserta: event.jumlah_peserta === null ? '' : String(event.jumlah_peserta),
    skala_event: event.skala_event,
    kategori:
      event.kategori_olahraga_id === null
        ? null
        : { id: event.kategori_olahraga_id, nama_cabor: event.nama_cabor ?? '' },
    kategoriText: event.nama_cabor ?? '',
    sponsors: event.sponsors,
    wilayah: event.wilayah,
  };
}

/**
 * The request body, before the shared schema checks it: the participant count goes as a number.
 * The place goes only when it differs from what the form opened with: unsent, a new event is
 * placed by the server's rule and an edit keeps its place (docs/work-areas.md), so the request
 * names a place only when the Admin chose one.
 */
export function eventInputOf(values: EventFormValues, openedPlace: string | null): EventInput {
  const kategoriText = values.kategoriText.trim();
  return {
    nama_event: values.nama_event,
    lokasi: values.lokasi,
    tanggal_mulai: values.tanggal_mulai,
    tanggal_selesai: values.tanggal_selesai,
    deskripsi: values.deskripsi.trim() === '' ? null : values.deskripsi,
    jumlah_peserta: values.jumlah_peserta === '' ? null : Number(values.jumlah_peserta),
    skala_event: values.skala_event as EventInput['skala_event'],
    kategori_olahraga_id: values.kategori?.id ?? null,
    nama_kategori_baru: values.kategori === null && kategoriText !== '' ? kategoriText : null,
    sponsors: values.sponsors,
    ...(values.wilayah === openedPlace ? {} : { wilayah: values.wilayah }),
  };
}

export type SponsorAddition = { added: true; sponsors: string[] } | { added: false; reason: 'kosong' | 'sudah-ada' };

/** A sponsor joins the list only when it has a name not listed yet (docs/screens.md#event-form). */
export function addSponsor(sponsors: readonly string[], typed: string): SponsorAddition {
  const name = typed.trim();
  if (name === '') return { added: false, reason: 'kosong' };
  // "Bank BRI" and "bank bri" are one sponsor: the export would show both otherwise.
  const lower = name.toLocaleLowerCase('id-ID');
  if (sponsors.some((sponsor) => sponsor.toLocaleLowerCase('id-ID') === lower)) {
    return { added: false, reason: 'sudah-ada' };
  }
  return { added: true, sponsors: [...sponsors, name] };
}
