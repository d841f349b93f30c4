import { useId } from 'react';
import type { JenisSegmen } from '../../../../shared/schemas/economic-impact';
import type { Kuesioner } from '../../../../shared/schemas/questionnaires';
import { DigitsField } from './number-fields';
import { EMPTY_SEGMENT, type ParameterErrors, type SegmentValues } from './parameter-form-values';

type CountField = Exclude<keyof SegmentValues, 'jenis'>;

interface SegmentFieldsProps {
  kuesioner: readonly Kuesioner[];
  values: Record<number, SegmentValues>;
  errors: ParameterErrors;
  onChange: <F extends keyof SegmentValues>(kuesionerId: number, field: F, value: SegmentValues[F]) => void;
}

/** Admissions per respondent type, with the range the count may be off by, and who the type is. */
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
          const segment = values[item.id] ?? EMPTY_SEGMENT;
          const error = (field: keyof SegmentValues) => errors[`segmen.${item.id}.${field}`];
          const count = (field: CountField) => (digits: string) => onChange(item.id, field, digits);
          return (
            <fieldset key={item.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-3">
              <legend className="px-1 font-semibold text-slate-900">{item.tipe_responden}</legend>
              <KindChoice value={segment.jenis} onChange={(jenis) => onChange(item.id, 'jenis', jenis)} error={error('jenis')} />
              <DigitsField label={`Kunjungan ${item.tipe_responden}`} value={segment.kunjungan} onChange={count('kunjungan')} error={error('kunjungan')} />
              <DigitsField
                label="Batas bawah (opsional)"
                value={segment.kunjungan_min}
                onChange={count('kunjungan_min')}
                error={error('kunjungan_min')}
              />
              <DigitsField
                label="Batas atas (opsional)"
                value={segment.kunjungan_maks}
                onChange={count('kunjungan_maks')}
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

const KINDS: { value: JenisSegmen; label: string; description: string }[] = [
  { value: 'pengunjung', label: 'Pengunjung', description: 'Penonton dan pengunjung lain.' },
  {
    value: 'peserta',
    label: 'Peserta',
    description:
      'Atlet, ofisial, kru atau media, yang datang karena acara ini ada: pertanyaan tentang alasan utama dan kunjungan tanpa acara tidak ditanyakan kepada mereka.',
  },
];

/** Pengunjung or peserta: a peserta segment is not asked the counterfactual questions. */
function KindChoice({ value, onChange, error }: { value: JenisSegmen; onChange: (jenis: JenisSegmen) => void; error?: string }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">Jenis segmen</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {KINDS.map((kind) => (
          <label
            key={kind.value}
            className={`flex min-h-11 items-start gap-3 rounded-lg border px-3 py-2 ${value === kind.value ? 'border-blue-700 bg-blue-50' : 'border-slate-300'}`}
          >
            <input
              type="radio"
              name={`${id}-jenis`}
              className="mt-0.5 size-5 shrink-0"
              checked={value === kind.value}
              onChange={() => onChange(kind.value)}
              aria-labelledby={`${id}-${kind.value}-label`}
              aria-describedby={`${id}-${kind.value}`}
            />
            <span className="flex flex-col">
              <span id={`${id}-${kind.value}-label`} className="text-base text-slate-900">
                {kind.label}
              </span>
              <span id={`${id}-${kind.value}`} className="text-sm text-slate-700">
                {kind.description}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
