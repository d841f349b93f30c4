import { type FormEvent, useState } from 'react';
import {
  createPertanyaanRequestSchema,
  TEKS_PERTANYAAN_MAX,
  TIPE_JAWABAN,
  type TipeJawaban,
} from '../../../shared/schemas/questionnaires';
import { validateForm } from '../../lib/validate-form';
import { Button } from '../../ui/button';
import { CONTROL_CLASS, Field } from '../../ui/field';
import { useCreatePertanyaan } from './api/create-pertanyaan';
import { ANSWER_TYPES } from './answer-types';

interface AddQuestionFormProps {
  /** The chosen respondent type, or null before one is chosen. */
  kuesionerId: number | null;
  /** How many questions the type has now; null while they load. */
  questionCount: number | null;
}

// The designer's own fields; the questionnaire is the chosen type and urutan comes from the count.
const questionFieldsSchema = createPertanyaanRequestSchema.pick({ teks_pertanyaan: true, tipe_jawaban: true });

interface Errors {
  kuesioner?: string;
  teks?: string;
}

export function AddQuestionForm({ kuesionerId, questionCount }: AddQuestionFormProps) {
  const [teks, setTeks] = useState('');
  const [tipe, setTipe] = useState<TipeJawaban>('teks');
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreatePertanyaan();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(questionFieldsSchema, { teks_pertanyaan: teks, tipe_jawaban: tipe });
    setErrors({
      kuesioner: kuesionerId === null ? 'Pilih tipe responden terlebih dahulu.' : undefined,
      teks: checked.success ? undefined : checked.errors.teks_pertanyaan,
    });
    if (!checked.success || kuesionerId === null || questionCount === null) return;
    create.mutate(
      // Spec section 3: a new question goes last, at the current count plus one.
      { kuesioner_id: kuesionerId, ...checked.data, urutan: questionCount + 1 },
      { onSuccess: () => setTeks('') },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      {errors.kuesioner && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {errors.kuesioner}
        </p>
      )}
      {create.isError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          Gagal menambah pertanyaan.
        </p>
      )}
      <Field label="Teks Pertanyaan" error={errors.teks}>
        {(control) => (
          <textarea
            className={`${CONTROL_CLASS} min-h-20`}
            rows={2}
            maxLength={TEKS_PERTANYAAN_MAX}
            value={teks}
            onChange={(event) => {
              setTeks(event.target.value);
              setErrors((current) => ({ ...current, teks: undefined }));
            }}
            {...control}
          />
        )}
      </Field>
      <Field label="Tipe Jawaban">
        {(control) => (
          <select
            className={CONTROL_CLASS}
            value={tipe}
            onChange={(event) => setTipe(event.target.value as TipeJawaban)}
            {...control}
          >
            {TIPE_JAWABAN.map((value) => (
              <option key={value} value={value}>
                {ANSWER_TYPES[value].label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button
        type="submit"
        disabled={create.isPending || (kuesionerId !== null && questionCount === null)}
        className="self-start"
      >
        {create.isPending ? 'Menambahkan...' : 'Tambah Pertanyaan'}
      </Button>
    </form>
  );
}
