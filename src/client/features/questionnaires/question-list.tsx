import type { Pertanyaan } from '../../../shared/schemas/questionnaires';
import { TrashIcon } from '../../ui/icons';
import { ANSWER_TYPES } from './answer-types';

interface QuestionListProps {
  questions: readonly Pertanyaan[];
  onDelete: (pertanyaan: Pertanyaan) => void;
}

export function QuestionList({ questions, onDelete }: QuestionListProps) {
  if (questions.length === 0) return <p className="text-sm text-slate-700">Belum ada pertanyaan.</p>;
  const ordered = [...questions].sort((a, b) => a.urutan - b.urutan || a.id - b.id);
  return (
    <ol className="flex flex-col divide-y divide-slate-200">
      {ordered.map((pertanyaan, index) => {
        const type = ANSWER_TYPES[pertanyaan.tipe_jawaban];
        return (
          <li key={pertanyaan.id} className="flex items-start gap-3 py-3">
            <span className="w-6 shrink-0 pt-0.5 text-right font-semibold text-slate-600">{index + 1}.</span>
            <div className="min-w-0 flex-1">
              <p className="break-words text-slate-900">{pertanyaan.teks_pertanyaan}</p>
              <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 [&_svg]:size-3.5">
                {type.icon}
                {type.label}
              </p>
            </div>
            <button
              type="button"
              onClick={() => onDelete(pertanyaan)}
              aria-label={`Hapus pertanyaan ${index + 1}`}
              className="flex size-11 shrink-0 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              <TrashIcon />
            </button>
          </li>
        );
      })}
    </ol>
  );
}
