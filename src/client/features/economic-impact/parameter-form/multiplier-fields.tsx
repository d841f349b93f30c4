import { CONTROL_CLASS, Field } from '../../../ui/field';
import { DecimalField } from './number-fields';
import type { MultiplierField, ParameterErrors, ParameterFormValues } from './parameter-form-values';

interface MultiplierFieldsProps {
  enabled: boolean;
  values: ParameterFormValues['pengganda'];
  errors: ParameterErrors;
  onToggle: (enabled: boolean) => void;
  onChange: (field: MultiplierField | 'sumber', text: string) => void;
}

const LABELS: Record<MultiplierField, string> = {
  output: 'Pengganda output',
  pendapatan: 'Pengganda pendapatan',
  nilai_tambah: 'Pengganda nilai tambah',
  tenaga_kerja_per_miliar: 'Tenaga kerja per Rp 1 miliar',
};

/** Optional multipliers: all four with their source, or none. */
export function MultiplierFields({ enabled, values, errors, onToggle, onChange }: MultiplierFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-800">Angka pengganda (opsional)</legend>
      <label className="flex min-h-11 items-center gap-3 text-slate-900">
        <input type="checkbox" className="size-5" checked={enabled} onChange={(event) => onToggle(event.target.checked)} />
        Gunakan angka pengganda dari sumber resmi
      </label>
      {enabled ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {(Object.keys(LABELS) as MultiplierField[]).map((field) => (
            <DecimalField
              key={field}
              label={LABELS[field]}
              value={values[field]}
              onChange={(text) => onChange(field, text)}
              error={errors[`pengganda.${field}`]}
              placeholder={field === 'tenaga_kerja_per_miliar' ? 'Misalnya 12,5' : 'Misalnya 1,85'}
            />
          ))}
          <div className="sm:col-span-2">
            <Field label="Sumber pengganda" error={errors['pengganda.sumber']}>
              {(control) => (
                <textarea
                  rows={2}
                  placeholder="Misalnya Tabel Input-Output BPS 2016, provinsi ..."
                  className={CONTROL_CLASS}
                  value={values.sumber}
                  onChange={(event) => onChange('sumber', event.target.value)}
                  {...control}
                />
              )}
            </Field>
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-700">Tanpa pengganda yang bersumber jelas, laporan hanya menampilkan dampak langsung.</p>
      )}
      {errors.pengganda && <p className="text-sm text-red-700">{errors.pengganda}</p>}
    </fieldset>
  );
}
