import type { Kuesioner } from '../../../../shared/schemas/questionnaires';
import { DigitsField } from './number-fields';
import type { ParameterErrors, SegmentValues } from './parameter-form-values';

interface SegmentFieldsProps {
  kuesioner: readonly Kuesioner[];
  values: Record<number, SegmentValues>;
  errors: ParameterErrors;
  onChange: (kuesionerId: number, field: keyof SegmentValues, digits: string) => void;
}

/** Admissions per respondent type, with the range the count may be off by. */
export function SegmentFields({ kuesioner, values, errors, onChange }: SegmentFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-800">Jumlah kunjungan per tipe responden</legend>
      <p className="text-sm text-slate-700">
        Kunjungan dari tiket, pendaftaran, atau hitungan petugas: satu orang yang datang tiga hari dihitung tiga kali. Batas
        bawah dan atas boleh dikosongkan; isi bila jumlahnya hanya perkiraan. Kosongkan semuanya untuk tipe yang tidak
        dihitung.
      </p>
      {kuesioner.length === 0 ? (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          Event ini belum memiliki tipe responden. Buat kuesionernya dulu di Input Survei.
        </p>
      ) : (
        kuesioner.map((item) => {
          const segment = values[item.id] ?? { kunjungan: '', kunjungan_min: '', kunjungan_maks: '' };
          const error = (field: keyof SegmentValues) => errors[`segmen.${item.id}.${field}`];
          return (
            <fieldset key={item.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
              <legend className="px-1 font-semibold text-slate-900">{item.tipe_responden}</legend>
              <DigitsField
                label={`Kunjungan ${item.tipe_responden}`}
                value={segment.kunjungan}
                onChange={(digits) => onChange(item.id, 'kunjungan', digits)}
                error={error('kunjungan')}
              />
              <DigitsField
                label="Batas bawah (opsional)"
                value={segment.kunjungan_min}
                onChange={(digits) => onChange(item.id, 'kunjungan_min', digits)}
                error={error('kunjungan_min')}
              />
              <DigitsField
                label="Batas atas (opsional)"
                value={segment.kunjungan_maks}
                onChange={(digits) => onChange(item.id, 'kunjungan_maks', digits)}
                error={error('kunjungan_maks')}
              />
            </fieldset>
          );
        })
      )}
      {errors.segmen && <p className="text-sm text-red-700">{errors.segmen}</p>}
    </fieldset>
  );
}
