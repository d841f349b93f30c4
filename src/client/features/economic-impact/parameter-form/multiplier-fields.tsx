import { OUTPUT_WARNED_ABOVE, OUTPUT_WARNING } from '../../../../shared/schemas/economic-impact';
import { CONTROL_CLASS, Field } from '../../../ui/field';
import { DecimalField, YearField } from './number-fields';
import { type Cakupan, decimalOrUndefined, type MultiplierField, type MultiplierInput, type MultiplierValues, type ParameterErrors, type Tipe } from './parameter-form-values';

interface MultiplierFieldsProps {
  enabled: boolean;
  values: MultiplierValues;
  errors: ParameterErrors;
  /** The stored set is a v1 one: kept, not used until it is corrected and saved. */
  needsUpdate: boolean;
  onToggle: (enabled: boolean) => void;
  onChange: (field: MultiplierInput, text: string) => void;
}

/**
 * Each number with what is wanted and where it comes from, in one sentence: the output
 * multiplier is a multiple, income and value added are shares of each Rupiah (docs/economic-impact-method.md).
 */
const NUMBERS: Record<MultiplierField, { label: string; hint: string; placeholder: string }> = {
  output: {
    label: 'Pengganda output',
    hint:
      'Output (penjualan) seluruh sektor yang tercipta dari setiap Rp 1 belanja yang tertahan, antara 1,0 dan 3,0: ' +
      'jumlah kolom sektor penerima belanja pada matriks kebalikan Leontief tabel input-output.',
    placeholder: 'Misalnya 1,6',
  },
  pendapatan: {
    label: 'Koefisien pendapatan rumah tangga',
    hint:
      'Pendapatan rumah tangga yang tercipta dari setiap Rp 1 belanja yang tertahan, di atas 0 dan di bawah 1: ' +
      'koefisien upah dan gaji sektor itu di tabel input-output dikali matriks kebalikan Leontief, bukan pengganda ' +
      'pendapatan tipe rasio seperti 1,36.',
    placeholder: 'Misalnya 0,35',
  },
  nilai_tambah: {
    label: 'Koefisien nilai tambah',
    hint:
      'Nilai tambah bruto (sumbangan pada PDRB) yang tercipta dari setiap Rp 1 belanja yang tertahan, di atas 0 dan di ' +
      'bawah 1: koefisien nilai tambah bruto sektor itu di tabel input-output dikali matriks kebalikan Leontief, bukan ' +
      'pengganda tipe rasio.',
    placeholder: 'Misalnya 0,45',
  },
  tenaga_kerja_per_miliar: {
    label: 'Pekerja-tahun (setara penuh waktu) per Rp 1 miliar',
    hint:
      'Lapangan kerja setahun penuh yang tercipta dari setiap Rp 1 miliar belanja yang tertahan, paling banyak 100: ' +
      'pekerja per Rp 1 miliar output sektor itu (Sakernas BPS dibagi output tabel input-output) dikali matriks ' +
      'kebalikan Leontief.',
    placeholder: 'Misalnya 12,5',
  },
};

const CAKUPAN_LABEL: Record<Cakupan, string> = {
  nasional: 'Nasional',
  provinsi: 'Provinsi',
  kabupaten_kota: 'Kabupaten/kota',
};
const TIPE_LABEL: Record<Tipe, string> = { I: 'Tipe I', II: 'Tipe II' };

/** Optional multipliers: all four with their structured source, or none. */
export function MultiplierFields({ enabled, values, errors, needsUpdate, onToggle, onChange }: MultiplierFieldsProps) {
  const output = decimalOrUndefined(values.output);
  const outputWarning = output !== undefined && output > OUTPUT_WARNED_ABOVE ? OUTPUT_WARNING : undefined;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-800">Angka pengganda (opsional)</legend>
      {needsUpdate && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <p className="font-semibold">Pengganda perlu diperbarui</p>
          <p>
            Angka pengganda yang tersimpan tidak memenuhi rentang dan sumber terstruktur yang kini diwajibkan: angka itu tetap
            disimpan tetapi tidak dipakai sampai diperbarui, jadi laporan hanya menampilkan dampak langsung. Perbaiki angka
            lama di bawah, lalu simpan.
          </p>
        </div>
      )}
      <label className="flex min-h-11 items-center gap-3 text-slate-900">
        <input type="checkbox" className="size-5" checked={enabled} onChange={(event) => onToggle(event.target.checked)} />
        Gunakan angka pengganda dari sumber resmi
      </label>
      {enabled ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {(Object.keys(NUMBERS) as MultiplierField[]).map((field) => (
            <DecimalField
              key={field}
              label={NUMBERS[field].label}
              hint={NUMBERS[field].hint}
              placeholder={NUMBERS[field].placeholder}
              warning={field === 'output' ? outputWarning : undefined}
              value={values[field]}
              onChange={(text) => onChange(field, text)}
              error={errors[`pengganda.${field}`]}
            />
          ))}
          <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-2">
            <legend className="px-1 text-sm font-medium text-slate-800">Sumber pengganda</legend>
            <div className="sm:col-span-2">
              <Field label="Nama sumber" error={errors['pengganda.sumber']}>
                {(control) => (
                  <input
                    type="text"
                    autoComplete="off"
                    placeholder="Misalnya Tabel Input-Output BPS Nusa Tenggara Barat"
                    className={CONTROL_CLASS}
                    value={values.sumber}
                    onChange={(event) => onChange('sumber', event.target.value)}
                    {...control}
                  />
                )}
              </Field>
            </div>
            <YearField
              label="Tahun tabel input-output"
              placeholder="Misalnya 2016"
              value={values.tahun_tabel}
              onChange={(digits) => onChange('tahun_tabel', digits)}
              error={errors['pengganda.tahun_tabel']}
            />
            <ChoiceField<Cakupan>
              label="Cakupan tabel"
              labels={CAKUPAN_LABEL}
              value={values.cakupan_tabel}
              onChange={(value) => onChange('cakupan_tabel', value)}
              error={errors['pengganda.cakupan_tabel']}
            />
            <ChoiceField<Tipe>
              label="Tipe pengganda"
              labels={TIPE_LABEL}
              value={values.tipe}
              onChange={(value) => onChange('tipe', value)}
              error={errors['pengganda.tipe']}
            />
            <p className="text-sm text-slate-700 sm:col-span-2">
              Tipe I memuat dampak langsung dan tidak langsung; tipe II juga memuat belanja rumah tangga dari pendapatan
              yang tercipta.
            </p>
          </fieldset>
        </div>
      ) : (
        <p className="text-sm text-slate-700">Tanpa pengganda yang bersumber jelas, laporan hanya menampilkan dampak langsung.</p>
      )}
      {errors.pengganda && <p className="text-sm text-red-700">{errors.pengganda}</p>}
    </fieldset>
  );
}

interface ChoiceFieldProps<T extends string> {
  label: string;
  labels: Record<T, string>;
  value: T | '';
  onChange: (value: T | '') => void;
  error?: string;
}

/** One of a few coded values, with "Pilih" until one is chosen. */
function ChoiceField<T extends string>({ label, labels, value, onChange, error }: ChoiceFieldProps<T>) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select className={CONTROL_CLASS} value={value} onChange={(event) => onChange(event.target.value as T | '')} {...control}>
          <option value="">Pilih</option>
          {(Object.keys(labels) as T[]).map((code) => (
            <option key={code} value={code}>
              {labels[code]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
