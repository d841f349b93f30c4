import { type FormEvent, useState } from 'react';
import type { Kuesioner } from '../../../../shared/schemas/questionnaires';
import type { WilayahList } from '../../../../shared/wilayah/wilayah-list';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { useSaveParameter } from '../api/use-save-parameter';
import { HostAreaPicker } from './host-area-picker';
import { MultiplierFields } from './multiplier-fields';
import { DecimalField, DigitsField } from './number-fields';
import { EMPTY_SEGMENT, multiplierErrors, type ParameterErrors, type ParameterFormValues, requestOf, serverErrors } from './parameter-form-values';
import { SegmentFields } from './segment-fields';
import { errorMessage } from '../../../lib/error-message';
import { Failure } from '../../../ui/failure';

interface ParameterFormProps {
  eventId: number;
  kuesioner: readonly Kuesioner[];
  initial: ParameterFormValues;
  /** The stored multipliers are a v1 set: kept, not used until corrected. */
  penggandaPerluDiperbarui: boolean;
  wilayah: { list: WilayahList | undefined; failed: boolean };
}

/** The Admin's assumptions of the report, checked with the server's schema before they are sent. */
export function ParameterForm({ eventId, kuesioner, initial, penggandaPerluDiperbarui, wilayah }: ParameterFormProps) {
  const [values, setValues] = useState(initial);
  // A stored v1 set opens with what each of its numbers must become.
  const [errors, setErrors] = useState<ParameterErrors>(() => (penggandaPerluDiperbarui ? multiplierErrors(initial, kuesioner) : {}));
  const [needsUpdate, setNeedsUpdate] = useState(penggandaPerluDiperbarui);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string[] | null>(null);
  const save = useSaveParameter(eventId);

  function update(patch: Partial<ParameterFormValues>, cleared: string[]) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(cleared.map((key) => [key, undefined])) }));
    setSaved(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setSaved(null);
    const built = requestOf(values, kuesioner);
    if (!built.ok) {
      setErrors(built.errors);
      setFailure('Periksa kembali isian yang ditandai.');
      return;
    }
    setErrors({});
    save.mutate(built.body, {
      onSuccess: (answer) => {
        setNeedsUpdate(answer.pengganda_perlu_diperbarui);
        setSaved(answer.peringatan);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(serverErrors(error.fields, built.order));
        setFailure(errorMessage(error, 'Gagal menyimpan parameter ekonomi.'));
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {failure && (
        <Failure boxed>
          {failure}
        </Failure>
      )}
      <HostAreaPicker
        selected={values.wilayah_tuan_rumah}
        onChange={(codes) => update({ wilayah_tuan_rumah: codes }, ['wilayah_tuan_rumah'])}
        list={wilayah.list}
        failed={wilayah.failed}
        error={errors.wilayah_tuan_rumah}
      />
      <SegmentFields
        kuesioner={kuesioner}
        values={values.segmen}
        errors={errors}
        onChange={(id, field, value) =>
          update({ segmen: { ...values.segmen, [id]: { ...(values.segmen[id] ?? EMPTY_SEGMENT), [field]: value } } }, [
            `segmen.${id}.kunjungan`,
            `segmen.${id}.${field}`,
            'segmen',
          ])
        }
      />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Uang penyelenggara</legend>
        <DigitsField
          rupiah
          label="Belanja penyelenggara di wilayah tuan rumah"
          value={values.belanja_penyelenggara_lokal}
          onChange={(digits) => update({ belanja_penyelenggara_lokal: digits }, ['belanja_penyelenggara_lokal'])}
          error={errors.belanja_penyelenggara_lokal}
          placeholder="0"
        />
        <DigitsField
          rupiah
          label="Dana penyelenggara dari wilayah tuan rumah"
          value={values.dana_dari_lokal}
          onChange={(digits) => update({ dana_dari_lokal: digits }, ['dana_dari_lokal'])}
          error={errors.dana_dari_lokal}
          placeholder="0"
        />
        <p className="text-sm text-slate-700 sm:col-span-2">
          Dana dari dalam wilayah (APBD setempat, sponsor lokal) dikurangkan: uang itu sudah ada di wilayah sebelum acara.
        </p>
      </fieldset>
      <div className="flex flex-col gap-1 sm:max-w-xs">
        <DecimalField
          label="Margin ritel oleh-oleh"
          suffix="%"
          value={values.margin_ritel_persen}
          onChange={(text) => update({ margin_ritel_persen: text }, ['margin_ritel'])}
          error={errors.margin_ritel}
        />
        <p className="text-sm text-slate-700">
          Bagian belanja oleh-oleh yang menjadi pendapatan penjual setempat. Bawaan 25%.
        </p>
      </div>
      <div className="sm:max-w-md">
        <DigitsField
          rupiah
          label="Dana publik (opsional)"
          hint='APBN/APBD yang dibelanjakan untuk acara ini; dipakai hanya untuk angka "dampak per Rp 1 dana publik", yang bukan laba atas investasi.'
          value={values.dana_publik}
          onChange={(digits) => update({ dana_publik: digits }, ['dana_publik'])}
          error={errors.dana_publik}
        />
      </div>
      <MultiplierFields
        enabled={values.pakai_pengganda}
        values={values.pengganda}
        errors={errors}
        needsUpdate={needsUpdate}
        onToggle={(enabled) => update({ pakai_pengganda: enabled }, ['pengganda'])}
        onChange={(field, text) =>
          update({ pengganda: { ...values.pengganda, [field]: text } }, [`pengganda.${field}`, 'pengganda'])
        }
      />
      <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-4">
        {saved && (
          <div role="status" className="flex flex-col gap-1 text-sm">
            <p className="font-medium text-green-800">Parameter tersimpan. Laporan dihitung ulang.</p>
            {saved.map((warning) => (
              <p key={warning} className="text-amber-900">
                {warning}
              </p>
            ))}
          </div>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Menyimpan...' : 'Simpan Parameter'}
        </Button>
      </div>
    </form>
  );
}
