import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { checkAnswerFor } from '../../../shared/answer-rules';
import type { Pertanyaan } from '../../../shared/schemas/questionnaires';
import { CATATAN_MAX, koreksiRequestSchema, type ResponsDetail, type ReviewResponse } from '../../../shared/schemas/review';
import { ApiError } from '../../lib/api-client';
import { EVENTS_KEY, eventQueries } from '../../lib/api/event-queries';
import { errorMessage } from '../../lib/error-message';
import { formatStoredValue } from '../../lib/format-answer';
import { validateForm } from '../../lib/validate-form';
import { useWilayahList } from '../../lib/wilayah/use-wilayah-list';
import { Button } from '../../ui/button';
import { FormModal } from '../../ui/form-modal';
import { CONTROL_CLASS, Field } from '../../ui/field';
import { NoteField } from '../../ui/note-field';
import { InlineLoading } from '../../ui/loading-state';
import { AnswerInput } from '../../components/answer-input/answer-input';
import { REQUIRED_MESSAGE } from '../../components/answer-input/required-message';
import { useCorrectAnswer } from './api/use-review';
import { Failure } from '../../ui/failure';

interface CorrectionModalProps {
  respons: ResponsDetail;
  onDone: (answer: ReviewResponse) => void;
  onCancel: () => void;
}

interface Errors {
  pertanyaan?: string;
  nilai?: string;
  alasan?: string;
}

/**
 * One answer corrected with a reason: the new value is typed into the same input the survey form
 * uses for its type, checked by the same rules, and sent with the version of the response last
 * read, so an edit made meanwhile by someone else is refused (409) rather than overwritten.
 */
export function CorrectionModal({ respons, onDone, onCancel }: CorrectionModalProps) {
  const submitRef = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const questions = useQuery(eventQueries.pertanyaan(respons.kuesioner_id));
  const correct = useCorrectAnswer();
  const [pertanyaanId, setPertanyaanId] = useState<number>();
  const [nilai, setNilai] = useState('');
  const [alasan, setAlasan] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const ordered = [...(questions.data ?? [])].sort((a, b) => a.urutan - b.urutan);
  const question = ordered.find((candidate) => candidate.id === pertanyaanId);
  const wilayah = useWilayahList(question?.tipe_jawaban === 'wilayah');
  const current = respons.jawaban.find((answer) => answer.pertanyaan_id === pertanyaanId)?.isi_jawaban ?? '';
  const conflict = correct.error instanceof ApiError && correct.error.status === 409;

  function choose(id: number | undefined) {
    setPertanyaanId(id);
    setNilai(respons.jawaban.find((answer) => answer.pertanyaan_id === id)?.isi_jawaban ?? '');
    setErrors({});
    correct.reset();
  }

  function submit() {
    const found: Errors = {};
    if (!question) found.pertanyaan = 'Pilih pertanyaan yang akan dikoreksi.';
    else found.nilai = valueError(question, nilai, current);
    const checked = validateForm(koreksiRequestSchema, { nilai: nilai.trim() === '' ? null : nilai, alasan, versi: respons.versi });
    if (!checked.success) found.alasan = checked.errors.alasan;
    setErrors(found);
    if (!question || found.nilai || !checked.success) return;
    correct.mutate({ id: respons.id, pertanyaanId: question.id, ...checked.data }, { onSuccess: onDone });
  }

  async function reload() {
    // The dialog behind reads the response again; its version and current values come down to
    // this form, and the value typed here stays for the reviewer to send again or change.
    await queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
    correct.reset();
    // The reload button goes with the message: the keyboard continues from the form's own button.
    submitRef.current?.focus();
  }

  return (
    <FormModal
      title={`Koreksi jawaban data survei #${respons.id}`}
      submitLabel="Simpan koreksi"
      busyLabel="Menyimpan..."
      busy={correct.isPending}
      onSubmit={submit}
      onCancel={onCancel}
      submitRef={submitRef}
    >
      {correct.isError && (
        <Failure boxed className="flex flex-col items-start gap-2">
          <p>{errorMessage(correct.error, 'Gagal menyimpan koreksi.')}</p>
          {conflict && (
            <Button variant="secondary" onClick={() => void reload()}>
              Muat ulang data
            </Button>
          )}
        </Failure>
      )}
      {questions.isPending && <InlineLoading className="text-sm">Memuat pertanyaan...</InlineLoading>}
      {questions.isError && (
        <Failure className="text-sm">
          {errorMessage(questions.error, 'Gagal mengambil daftar pertanyaan.')}
        </Failure>
      )}
      {questions.data && (
        <Field label="Pertanyaan" error={errors.pertanyaan}>
          {(control) => (
            <select
              className={CONTROL_CLASS}
              {...control}
              value={pertanyaanId ?? ''}
              onChange={(event) => choose(event.target.value ? Number(event.target.value) : undefined)}
            >
              <option value="">Pilih pertanyaan</option>
              {ordered.map((candidate, index) => (
                <option key={candidate.id} value={candidate.id}>
                  {index + 1}. {candidate.teks_pertanyaan}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {question && (
        <>
          <p className="text-sm">
            Nilai sekarang:{' '}
            <span className="font-medium break-words text-slate-900">
              {formatStoredValue(question.tipe_jawaban, current, wilayah.list)}
            </span>
          </p>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium text-slate-800">Nilai baru</legend>
            <AnswerInput
              key={question.id}
              question={question}
              number={ordered.indexOf(question) + 1}
              value={nilai}
              error={errors.nilai}
              onChange={(value) => {
                setNilai(value);
                setErrors((shown) => ({ ...shown, nilai: undefined }));
              }}
              wilayah={wilayah}
            />
          </fieldset>
        </>
      )}
      <NoteField
        label="Alasan koreksi"
        name="alasan"
        value={alasan}
        max={CATATAN_MAX}
        required
        error={errors.alasan}
        onChange={(value) => {
          setAlasan(value);
          setErrors((shown) => ({ ...shown, alasan: undefined }));
        }}
      />
    </FormModal>
  );
}

/** The survey form's own rules for one answer, and a correction must change something. */
function valueError(question: Pertanyaan, nilai: string, current: string): string | undefined {
  if (nilai === current) return 'Nilai baru sama dengan nilai sekarang.';
  if (nilai.trim() === '') return question.wajib ? REQUIRED_MESSAGE : undefined;
  const checked = checkAnswerFor(question, nilai);
  return checked.ok ? undefined : checked.message;
}
