import { type FormEvent, useId, useState } from 'react';
import type { Kuesioner } from '../../../shared/schemas/questionnaires';
import { TARGET_SAMPEL_MAX, targetSampelRequestSchema } from '../../../shared/schemas/responses';
import { validateForm } from '../../lib/validate-form';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useSetTargetSampel } from './api/set-target-sampel';
import { errorMessage } from '../../lib/error-message';
import { Failure } from '../../ui/failure';

const asText = (target: number | null) => (target === null ? '' : String(target));

/**
 * The sample target of the chosen respondent type: how many responses the field team aims for
 * (Data Survei and the Admin dashboard draw progress against it). Empty means no target.
 */
export function TargetSampelForm({ kuesioner }: { kuesioner: Kuesioner }) {
  const headingId = useId();
  const [text, setText] = useState(asText(kuesioner.target_sampel));
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | undefined>();
  const save = useSetTargetSampel(kuesioner.id);

  function send(target: number | null) {
    setSaved(undefined);
    save.mutate(target, {
      onSuccess: (answer) => {
        setText(asText(target));
        setSaved(answer.message);
      },
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = text.trim();
    // A number field gives "" for what is not a number: NaN lets the schema say so.
    const value = typed === '' ? null : Number(typed);
    const checked = validateForm(targetSampelRequestSchema, { target_sampel: value });
    if (!checked.success) {
      setError(checked.errors.target_sampel);
      return;
    }
    send(checked.data.target_sampel);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
    >
      <h3 id={headingId} className="font-semibold break-words text-slate-900">
        Target Sampel {kuesioner.tipe_responden}
      </h3>
      <p className="text-sm text-slate-600">
        Jumlah data survei yang ingin dikumpulkan untuk tipe responden ini. Kosongkan lalu simpan untuk
        menghapus target.
      </p>
      {save.isError && (
        <Failure boxed>
          {errorMessage(save.error, 'Gagal menyimpan target sampel.')}
        </Failure>
      )}
      {saved && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
          {saved}
        </p>
      )}
      <TextField
        label="Target sampel"
        type="number"
        inputMode="numeric"
        min={1}
        max={TARGET_SAMPEL_MAX}
        step={1}
        placeholder="Tanpa target"
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
          setSaved(undefined);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Menyimpan...' : 'Simpan Target'}
        </Button>
        {kuesioner.target_sampel !== null && (
          <Button variant="secondary" disabled={save.isPending} onClick={() => send(null)}>
            Hapus Target
          </Button>
        )}
      </div>
    </form>
  );
}
