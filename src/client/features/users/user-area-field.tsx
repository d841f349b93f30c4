import { WorkAreaPicker } from '../../components/work-area/work-area-picker';

interface UserAreaFieldProps {
  value: string | null;
  /** The signed-in Admin's own area: an account can be given nothing wider (docs/work-areas.md). */
  adminArea: string | null;
  onChange: (area: string | null) => void;
  error?: string;
}

/** The account's work area on the user form: national only from a national Admin. */
export function UserAreaField({ value, adminArea, onChange, error }: UserAreaFieldProps) {
  const national = adminArea === null;
  return (
    <WorkAreaPicker
      label="Wilayah Kerja"
      hint={
        national
          ? 'Akun hanya melihat event di wilayah ini. Kosongkan untuk akses nasional (semua event).'
          : 'Akun hanya melihat event di wilayah ini. Pilihan terbatas pada wilayah kerja Anda.'
      }
      searchLabel="Cari wilayah kerja"
      placeholder="Ketik nama provinsi atau kabupaten/kota"
      value={value}
      onChange={onChange}
      within={adminArea}
      provinces
      emptyText="Nasional"
      clearLabel={national ? 'Jadikan Nasional' : undefined}
      error={error}
    />
  );
}
