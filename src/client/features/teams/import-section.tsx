import { type FormEvent, useId, useState } from 'react';
import { TEAM_IMPORT_METHODS, type TeamImportResult, teamImportRequestSchema } from '../../../shared/schemas/teams';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { validateForm } from '../../lib/validate-form';
import { Button } from '../../ui/button';
import { CONTROL_CLASS, Field } from '../../ui/field';
import { Failure } from '../../ui/failure';
import { LIST_PANEL } from '../../ui/table-style';
import { useImportTeam } from './api/import-team';
import { ImportResults } from './import-results';

type Cara = (typeof TEAM_IMPORT_METHODS)[number];

const METHODS: Record<Cara, { label: string; hint: string }> = {
  password: {
    label: 'Buat akun dengan password awal',
    hint: 'Orang baru langsung mendapat akun Surveyor aktif; password awalnya ditampilkan sekali di sini untuk Anda serahkan.',
  },
  undangan: {
    label: 'Kirim tautan undangan pribadi',
    hint: 'Orang baru mendapat tautan pribadi (sekali pakai, berlaku 7 hari) untuk mendaftar sendiri dengan password pilihannya.',
  },
};

/**
 * "Impor dari CSV": a spreadsheet's list of "nama,email" put on the team in one step
 * (docs/event-teams.md#a-list-from-a-spreadsheet). People with an account join the team; new
 * people get an account or a personal invite, as chosen.
 */
export function ImportSection({ eventId }: { eventId: number }) {
  const headingId = useId();
  const hintId = useId();
  const [csv, setCsv] = useState('');
  const [cara, setCara] = useState<Cara>('password');
  const [csvError, setCsvError] = useState<string | undefined>();
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<TeamImportResult | null>(null);
  const run = useImportTeam(eventId);

  async function readFile(file: File | undefined) {
    setFileError(null);
    if (!file) return;
    try {
      setCsv(await file.text());
      setCsvError(undefined);
    } catch {
      setFileError('Berkas tidak dapat dibaca. Salin isinya ke kotak di bawah.');
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(teamImportRequestSchema, { csv: csv.trim() === '' ? '' : csv, cara });
    if (!checked.success) {
      setCsvError(checked.errors.csv);
      return;
    }
    setResult(null);
    run.mutate(checked.data, {
      onSuccess: (answer) => {
        setResult(answer);
        setCsv('');
      },
      onError: (error) => setCsvError(error instanceof ApiError ? error.fields?.csv : undefined),
    });
  }

  return (
    <section aria-labelledby={headingId} className={`${LIST_PANEL} flex flex-col gap-4 p-4 sm:p-5`}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Impor dari CSV
      </h2>
      <p id={hintId} className="text-sm text-slate-700">
        Satu orang per baris: <code className="font-mono">nama,email</code> (koma atau titik koma; baris judul boleh ada),
        paling banyak 200 orang. Yang sudah punya akun Surveyor atau Admin langsung masuk tim.
      </p>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Pilih berkas CSV (opsional)" error={fileError ?? undefined}>
          {(control) => (
            <input
              type="file"
              accept=".csv,text/csv,text/plain"
              className="min-h-11 text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold"
              {...control}
              onChange={(event) => void readFile(event.target.files?.[0])}
            />
          )}
        </Field>
        <Field label="Daftar nama dan email" error={csvError}>
          {(control) => (
            <textarea
              rows={6}
              spellCheck={false}
              placeholder={'Budi Santoso,budi@example.com\nSiti Aminah,siti@example.com'}
              className={`${CONTROL_CLASS} font-mono text-sm`}
              value={csv}
              onChange={(event) => {
                setCsv(event.target.value);
                setCsvError(undefined);
              }}
              {...control}
              aria-describedby={[hintId, control['aria-describedby']].filter(Boolean).join(' ')}
            />
          )}
        </Field>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Untuk orang yang belum punya akun</legend>
          {TEAM_IMPORT_METHODS.map((method) => (
            <label key={method} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 px-3 py-2 has-checked:border-blue-700 has-focus-visible:outline-2 has-focus-visible:outline-blue-700">
              <input
                type="radio"
                name="cara"
                value={method}
                className="mt-1 size-5 shrink-0"
                checked={cara === method}
                onChange={() => setCara(method)}
              />
              <span>
                <span className="block font-medium text-slate-900">{METHODS[method].label}</span>
                <span className="block text-sm text-slate-700">{METHODS[method].hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {run.isError && <Failure boxed>{errorMessage(run.error, 'Gagal mengimpor daftar.')}</Failure>}
        <div className="flex justify-end">
          <Button type="submit" disabled={run.isPending} aria-busy={run.isPending || undefined}>
            {run.isPending ? 'Mengimpor...' : 'Impor'}
          </Button>
        </div>
      </form>
      {result && <ImportResults result={result} />}
    </section>
  );
}
