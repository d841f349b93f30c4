import { WorkAreaPicker } from '../../components/work-area/work-area-picker';

interface EventPlaceFieldProps {
  value: string | null;
  /** The signed-in Admin's work area: an event is placed only inside it (docs/work-areas.md). */
  adminArea: string | null;
  onChange: (wilayah: string | null) => void;
  error?: string;
}

/**
 * The regency the event belongs to, which decides who sees it. A national Admin may leave it
 * empty; a regional Admin must pick one inside its area (the server refuses the event otherwise).
 */
export function EventPlaceField({ value, adminArea, onChange, error }: EventPlaceFieldProps) {
  const national = adminArea === null;
  return (
    <WorkAreaPicker
      label={national ? 'Kabupaten/Kota (opsional)' : 'Kabupaten/Kota'}
      hint={
        national
          ? 'Kabupaten/kota tempat event berlangsung. Akun wilayah hanya melihat event di wilayahnya; event tanpa kabupaten/kota hanya terlihat oleh akun nasional.'
          : 'Wajib dipilih: kabupaten/kota tempat event berlangsung, di dalam wilayah kerja Anda.'
      }
      searchLabel="Cari kabupaten/kota event"
      placeholder="Ketik nama kabupaten/kota, mis. Surabaya"
      value={value}
      onChange={onChange}
      within={adminArea}
      provinces={false}
      emptyText="Belum dipilih"
      clearLabel={national ? 'Kosongkan' : undefined}
      error={error}
    />
  );
}
