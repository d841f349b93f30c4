import { useEffect, useRef, useState } from 'react';
import type { User } from '../../../shared/schemas/auth';
import { Button } from '../../ui/button';
import { LoadingState } from '../../ui/loading-state';
import { CONTROL_CLASS, Field } from '../../ui/field';
import { AnswerInput } from '../../components/answer-input/answer-input';
import { AnswerProgress } from './answer-progress';
import { saveSurvey } from '../../offline/device-queue';
import type { DraftFields } from '../../offline/drafts';
import { storageFailureMessage } from './api/submit-survey';
import { useCachedEvents, useCachedKuesioner, useCachedPertanyaan } from './api/use-offline-forms';
import { focusQuestion } from './focus-question';
import { isConfirmedAbove, needsConfirmation } from './soft-limit';
import { SOFT_LIMIT_CONFIRMED, SoftLimitPanel } from './soft-limit-panel';
import { SubmitResultDialog } from './submit-result-dialog';
import { isSubmitButton, useSoftLimit } from './use-soft-limit';
import { useSurveyDraft } from './use-survey-draft';
import { answersToSend, shownQuestions, validateAnswers } from './validate-answers';
import { useWilayahList } from '../../lib/wilayah/use-wilayah-list';
import { Failure } from '../../ui/failure';

/** One step opens the next: event, then respondent type, then every question (docs/screens.md#survey-form). */
interface SurveyFormProps {
  user: User;
  /** The newest forms are being fetched: "no forms on this device" may not be true in a moment. */
  refreshing: boolean;
}

export function SurveyForm({ user, refreshing }: SurveyFormProps) {
  const { draft, update, restored, storageError, settled } = useSurveyDraft(user.id);
  const events = useCachedEvents();
  const kuesioner = useCachedKuesioner(draft.eventId);
  const questions = useCachedPertanyaan(draft.kuesionerId);
  const [errors, setErrors] = useState<Record<number, string>>({});
  // Bumped after each saved survey: the inputs start afresh, search boxes included, for the next respondent.
  const [round, setRound] = useState(0);
  const wilayah = useWilayahList(questions?.some((question) => question.tipe_jawaban === 'wilayah') ?? false);
  const [saving, setSaving] = useState(false);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A new object per refused submit, so pressing again goes to the first wrong question again.
  const [wrongQuestion, setWrongQuestion] = useState<{ id: number } | null>(null);
  const softLimit = useSoftLimit(formRef);

  // After the render that marked the errors, so the control found is the one that reads them.
  useEffect(() => {
    if (wrongQuestion && formRef.current) focusQuestion(formRef.current, wrongQuestion.id);
  }, [wrongQuestion]);

  const event = events?.find((candidate) => candidate.id === draft.eventId);
  const form = kuesioner?.find((candidate) => candidate.id === draft.kuesionerId);

  if (events === undefined || restored === undefined || (events.length === 0 && refreshing)) {
    return <LoadingState>Memuat formulir...</LoadingState>;
  }
  if (events.length === 0) {
    return (
      <p className="rounded-lg bg-amber-50 p-4 text-amber-900">
        Belum ada event aktif yang tersimpan di perangkat ini. Sambungkan ke internet sekali untuk mengunduh formulir survei.
      </p>
    );
  }

  const confirmed = draft.dikonfirmasi ?? {};

  /** `current`: the draft as it is now, when a confirmation has just changed it in the same handler. */
  async function submit(current: DraftFields = draft) {
    if (!event || !form || !questions) return;
    const found = validateAnswers(questions, current.answers, wilayah.list?.byCode);
    setErrors(found);
    setSaveError(null);
    const shownNow = shownQuestions(questions, current.answers);
    const firstWrong = shownNow.find((question) => question.id in found);
    if (firstWrong) {
      setWrongQuestion({ id: firstWrong.id });
      return;
    }
    if (softLimit.holdSubmit(shownNow, current.answers, current.dikonfirmasi ?? {})) return;
    setSaving(true);
    try {
      await settled();
      const key = await saveSurvey({
        userId: user.id,
        eventId: event.id,
        kuesionerId: form.id,
        namaEvent: event.nama_event,
        tipeResponden: form.tipe_responden,
        versiFormulir: form.versi_formulir,
        jawaban: answersToSend(questions, current.answers, current.dikonfirmasi),
      });
      // Stored on the device: only now may the answers leave the screen.
      update({ ...current, answers: {}, dikonfirmasi: {} });
      setRound((current) => current + 1);
      setSubmitted(key);
    } catch (error) {
      setSaveError(storageFailureMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const shown = form && questions ? shownQuestions(questions, draft.answers) : [];
  const answered = shown.filter((question) => (draft.answers[question.id] ?? '').trim() !== '').length;

  return (
    <form
      ref={formRef}
      // Whatever is scrolled to or focused in here stops clear of the top bar and the progress line.
      className="flex flex-col gap-5 [&_*]:scroll-mt-32"
      noValidate
      onSubmit={(formEvent) => {
        formEvent.preventDefault();
        void submit();
      }}
    >
      {restored && <p role="status" className="rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-900">Draf jawaban sebelumnya dipulihkan.</p>}
      <Field label="Pilih Event">
        {(control) => (
          <select
            {...control}
            className={CONTROL_CLASS}
            value={draft.eventId ?? ''}
            onChange={(change) => {
              setErrors({});
              update({ eventId: change.target.value ? Number(change.target.value) : null, kuesionerId: null, answers: {}, dikonfirmasi: {} });
            }}
          >
            <option value="">-- Pilih event --</option>
            {events.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.nama_event}
              </option>
            ))}
          </select>
        )}
      </Field>
      {event && (
        <Field label="Pilih Tipe Responden">
          {(control) => (
            <select
              {...control}
              className={CONTROL_CLASS}
              value={draft.kuesionerId ?? ''}
              onChange={(change) => {
                setErrors({});
                update({ ...draft, kuesionerId: change.target.value ? Number(change.target.value) : null, answers: {}, dikonfirmasi: {} });
              }}
            >
              <option value="">-- Pilih tipe responden --</option>
              {kuesioner?.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.tipe_responden}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {event && kuesioner?.length === 0 && <p className="text-slate-700">Event ini belum memiliki kuesioner.</p>}
      {form && questions?.length === 0 && <p className="text-slate-700">Kuesioner ini belum memiliki pertanyaan.</p>}
      {shown.length > 0 && <AnswerProgress answered={answered} total={shown.length} />}
      {form &&
        questions &&
        shown.map((question, index) => (
          <AnswerInput
            key={`${round}-${question.id}`}
            question={question}
            number={index + 1}
            value={draft.answers[question.id] ?? ''}
            error={errors[question.id]}
            wilayah={wilayah}
            onLeave={(event) => softLimit.leave(question, draft.answers[question.id], confirmed, isSubmitButton(event.relatedTarget))}
            onChange={(value) => {
              const answers = { ...draft.answers, [question.id]: value };
              // A changed amount is asked about again: its confirmation was for the amount before.
              const { [question.id]: _changed, ...stillConfirmed } = confirmed;
              update({ ...draft, answers, dikonfirmasi: stillConfirmed });
              softLimit.changed(question.id);
              // A marked answer is checked again as it changes, so its error goes once it is right;
              // nothing new is marked before the next submit.
              if (Object.keys(errors).length > 0) {
                const now = validateAnswers(questions, answers, wilayah.list?.byCode);
                setErrors(Object.fromEntries(Object.entries(now).filter(([id]) => id in errors)));
              }
            }}
          >
            {softLimit.isAsking(question.id) && needsConfirmation(question, draft.answers[question.id], confirmed) && (
              <SoftLimitPanel
                question={question}
                value={draft.answers[question.id]}
                onEdit={() => softLimit.edit(question.id)}
                onConfirm={() => {
                  const next = { ...draft, dikonfirmasi: { ...confirmed, [question.id]: draft.answers[question.id] } };
                  update(next);
                  if (softLimit.confirmed(question.id)) void submit(next);
                }}
              />
            )}
            {isConfirmedAbove(question, draft.answers[question.id], confirmed) && (
              <p data-soft-limit-note tabIndex={-1} className="text-sm text-amber-900">
                {SOFT_LIMIT_CONFIRMED}
              </p>
            )}
          </AnswerInput>
        ))}
      {Object.keys(errors).length > 0 && (
        <Failure className="text-sm font-medium">
          Semua pertanyaan wajib dijawab dengan benar. Periksa isian yang ditandai.
        </Failure>
      )}
      {(saveError !== null || storageError !== null) && (
        <Failure boxed>
          {saveError ?? storageFailureMessage(storageError)}
        </Failure>
      )}
      {form && questions && questions.length > 0 && (
        <Button type="submit" disabled={saving} className="min-h-13! w-full text-lg!">
          {saving ? 'Menyimpan...' : 'Kirim Jawaban'}
        </Button>
      )}
      <SubmitResultDialog itemKey={submitted} onClose={() => setSubmitted(null)} />
    </form>
  );
}
