import type { LogAktivitasItem } from '../../../shared/schemas/activity-log';

/** The changed fields' names as a reader knows them; any other is shown as its own name in words. */
const FIELD_LABEL: Record<string, string> = {
  nama: 'Nama',
  email: 'Email',
  peran: 'Peran',
  wilayah_kerja: 'Wilayah kerja',
  status_akun: 'Status akun',
  nama_event: 'Nama event',
  lokasi: 'Lokasi',
  tanggal_mulai: 'Tanggal mulai',
  tanggal_selesai: 'Tanggal selesai',
  deskripsi: 'Deskripsi',
  jumlah_peserta: 'Jumlah peserta',
  skala_event: 'Skala event',
  nama_cabor: 'Kategori olahraga',
  sponsors: 'Sponsor',
  status: 'Status',
  wilayah: 'Wilayah event',
  jumlah_respons_terhapus: 'Data survei ikut terhapus',
  alasan: 'Alasan',
  gagal_email_1_jam: 'Gagal untuk email ini dalam 1 jam',
  gagal_alamat_1_jam: 'Gagal dari alamat ini dalam 1 jam',
  // Questionnaires and questions
  tipe_responden: 'Tipe responden',
  nama_kuesioner: 'Nama kuesioner',
  target_sampel: 'Target sampel',
  kuesioner_id: 'ID kuesioner',
  urutan: 'Urutan',
  pertanyaan_ids: 'Urutan pertanyaan (ID)',
  pertanyaan_id: 'ID pertanyaan',
  teks_pertanyaan: 'Pertanyaan',
  tipe_jawaban: 'Tipe jawaban',
  wajib: 'Wajib',
  min: 'Batas bawah',
  maks: 'Batas atas',
  pilihan: 'Pilihan',
  tampil_jika: 'Tampil jika',
  peran_ekonomi: 'Peran ekonomi',
  batas_wajar: 'Batas wajar',
  ditambahkan: 'Jumlah pertanyaan ditambahkan',
  versi: 'Versi formulir',
  // Economic-impact parameters
  wilayah_tuan_rumah: 'Wilayah tuan rumah',
  segmen: 'Segmen',
  belanja_penyelenggara_lokal: 'Belanja penyelenggara di wilayah',
  dana_dari_lokal: 'Dana dari wilayah',
  dana_publik: 'Dana publik',
  margin_ritel: 'Margin ritel',
  pengganda: 'Pengganda',
  // Review and downloads
  nilai: 'Nilai',
  catatan: 'Catatan',
  termasuk_dibatalkan: 'Termasuk data dibatalkan',
  sampai_respons_id: 'Sampai ID respons',
  // Teams and invites
  anggota: 'Anggota',
  cara: 'Cara',
  hasil: 'Hasil',
  berlaku_sampai: 'Berlaku sampai',
  maks_penggunaan: 'Batas penggunaan',
  akun_baru: 'Akun baru',
};

const EMPTY = '(kosong)';

function fieldLabel(key: string): string {
  const words = FIELD_LABEL[key] ?? key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value in words: lists joined, nothing as "(kosong)", a national work area as "Nasional". */
export function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined) return key === 'wilayah_kerja' ? 'Nasional' : EMPTY;
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map((item) => valueText('', item)).join(', ');
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return text === '' ? EMPTY : text;
}

/**
 * What an entry changed: "Lokasi: Surabaya → Tugu Pahlawan" for an edit; the fields alone, under
 * "Sebelum" or "Sesudah", for something created or removed; "—" when the entry records none.
 */
export function EntryChanges({ entry }: { entry: Pick<LogAktivitasItem, 'sebelum' | 'sesudah'> }) {
  const before = entry.sebelum ?? {};
  const after = entry.sesudah ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) return <span className="text-slate-600">—</span>;
  const oneSide = entry.sebelum === null || entry.sesudah === null;
  return (
    <div className="flex flex-col gap-0.5">
      {oneSide && <p className="text-xs font-semibold text-slate-600 uppercase">{entry.sesudah === null ? 'Sebelum' : 'Sesudah'}</p>}
      <ul className="flex flex-col gap-0.5">
        {keys.map((key) => (
          <li key={key} className="break-words">
            <span className="text-slate-600">{fieldLabel(key)}: </span>
            {oneSide ? (
              valueText(key, key in after ? after[key] : before[key])
            ) : (
              <>
                <del className="text-slate-600">{valueText(key, before[key])}</del>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> menjadi </span>
                <ins className="no-underline">{valueText(key, after[key])}</ins>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
