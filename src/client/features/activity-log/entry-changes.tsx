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
