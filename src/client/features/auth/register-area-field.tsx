import { WorkAreaPicker } from '../../components/work-area/work-area-picker';

interface RegisterAreaFieldProps {
  value: string | null;
  onChange: (area: string | null) => void;
  error?: string;
}

/** Where the person will work (optional); an Admin whose area covers it approves the account (docs/work-areas.md). */
export function RegisterAreaField({ value, onChange, error }: RegisterAreaFieldProps) {
  return (
    <WorkAreaPicker
      label="Wilayah Kerja (opsional)"
      hint="Provinsi atau kabupaten/kota tempat Anda bertugas: akun Anda hanya menjangkau event di wilayah itu. Biarkan kosong bila Anda bertugas di tingkat nasional."
      searchLabel="Cari wilayah kerja"
      placeholder="Ketik nama provinsi atau kabupaten/kota"
      value={value}
      onChange={onChange}
      within={null}
      provinces
      emptyText="Nasional"
      clearLabel="Kosongkan"
      error={error}
    />
  );
}
